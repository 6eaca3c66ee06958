import type { Executor } from '@/db/client';
import type { PayinCharge, PayoutPayment } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { sandboxProcessor } from './sandbox';

/** What payin and payout need from a payment processor. The sandbox is the only one; live mode has none yet. */
export interface Processor {
  /** Whether the processor takes a charge for this buyer at all; a refusal is a 400 before anything is stored. */
  acceptsCharge(buyerDocument: string): boolean;
  /** Hands a stored charge over, inside its create transaction. */
  submitCharge(db: Executor, charge: PayinCharge, now: Date): Promise<void>;
  /** Hands a stored payout over, inside its create transaction. */
  submitPayout(db: Executor, payout: PayoutPayment, now: Date): Promise<void>;
}

/**
 * The processor for an object's mode. Test mode is the sandbox's; live mode has no processor connected yet, so a
 * live charge stays open until it expires and a live payout stays awaiting (docs/decisions.md).
 */
export function processorFor(livemode: boolean): Processor | null {
  return livemode ? null : sandboxProcessor;
}

export const LIVE_SIMULATION_REFUSED = 'Simulation acts on test-mode objects only; this one was made in live mode.';

/** The simulate endpoints and the payment page's button play the processor for test-mode objects only. */
export function assertSimulatable(object: { livemode: boolean }): void {
  if (object.livemode) throw new ApiError(403, { message: LIVE_SIMULATION_REFUSED });
}
