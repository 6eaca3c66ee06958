import type { Executor } from '@/db/client';
import type { Refund } from '@/db/schema';
import { refundPaid, refundReserved, refundReturned, type LedgerFlow } from '@/lib/ledger/flows';
import { postLedgerTransaction } from '@/lib/ledger/post';
import { REFUND_STATUS } from './rules';

/**
 * The money a refund's arrival in its status moves: Requested holds the amount from available (at creation), Paid
 * sends the held amount out to the payer, Failed gives it back. Processing moves nothing.
 */
export function refundFlow(refund: Pick<Refund, 'statusId' | 'amount'>): LedgerFlow | null {
  switch (refund.statusId) {
    case REFUND_STATUS.requested:
      return refundReserved({ amount: refund.amount });
    case REFUND_STATUS.paid:
      return refundPaid({ amount: refund.amount });
    case REFUND_STATUS.failed:
      return refundReturned({ amount: refund.amount });
    default:
      return null;
  }
}

const DONE: Record<string, string> = { refund_reserved: 'requested', refund_paid: 'paid', refund_returned: 'failed' };

/**
 * Books the refund's current status in the ledger, inside the transaction that set it, in the refund's own mode. At
 * creation this is the hold, refused with `insufficient_funds` when available does not cover it. Idempotent per
 * refund and movement.
 */
export async function bookRefundChange(tx: Executor, refund: Refund, now: Date): Promise<void> {
  const flow = refundFlow(refund);
  if (!flow) return;
  await postLedgerTransaction(tx, {
    ...flow,
    scope: { organizationId: refund.organizationId, livemode: refund.livemode },
    merchantAccountId: refund.merchantAccountId,
    resource: { type: 'refund', id: refund.id },
    description: `Refund #${refund.id} of charge #${refund.chargeId} ${DONE[flow.type]}`,
    now,
  });
}
