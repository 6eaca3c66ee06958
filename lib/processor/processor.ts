import type { Executor } from '@/db/client';
import type { PayinCharge, PayoutPayment, Refund } from '@/db/schema';

/** What payin, payout and refunds need from a payment processor. The sandbox is the only one; live mode has none yet. */
export interface Processor {
  /** Whether the processor takes a charge for this buyer at all; a refusal is a 400 before anything is stored. */
  acceptsCharge(buyerDocument: string): boolean;
  /** Hands a stored charge over, inside its create transaction. */
  submitCharge(tx: Executor, charge: PayinCharge, now: Date): Promise<void>;
  /** Hands a stored payout over, inside its create transaction. */
  submitPayout(tx: Executor, payout: PayoutPayment, now: Date): Promise<void>;
  /** Hands a stored refund (Pix devolução) over, inside its create transaction. */
  submitRefund(tx: Executor, refund: Refund, now: Date): Promise<void>;
}
