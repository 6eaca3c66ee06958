import type { Executor } from '@/db/client';
import type { PayoutPayment } from '@/db/schema';
import { payoutPaid, payoutReserved, payoutReturned, type LedgerFlow } from '@/lib/ledger/flows';
import { postLedgerTransaction } from '@/lib/ledger/post';
import { PAYOUT_STATUS, payoutStatusObject } from './rules';

/**
 * The money a payout's arrival in its status moves, from the amounts frozen on its row. Awaiting is the reservation
 * of amount + markup made at creation; Paid settles it (the amount leaves through the processor, the markup becomes
 * the organization's revenue); Failed, Rejected and Canceled return it to available. Processing moves nothing.
 */
export function payoutFlow(payout: Pick<PayoutPayment, 'statusId' | 'amount' | 'markupAmount'>): LedgerFlow | null {
  const amounts = { amount: payout.amount, markup: payout.markupAmount };
  switch (payout.statusId) {
    case PAYOUT_STATUS.awaiting:
      return payoutReserved(amounts);
    case PAYOUT_STATUS.paid:
      return payoutPaid(amounts);
    case PAYOUT_STATUS.failed:
    case PAYOUT_STATUS.rejected:
    case PAYOUT_STATUS.canceled:
      return payoutReturned(amounts);
    default:
      return null;
  }
}

/**
 * Books the payout's current status in the ledger, inside the transaction that set it, in the payout's own mode.
 * At creation this is the reservation, refused with `insufficient_funds` (422 on `amount`) when the available
 * balance does not cover amount + markup; the caller's transaction then rolls back and nothing is written.
 */
export async function bookPayoutChange(tx: Executor, payout: PayoutPayment, now: Date): Promise<void> {
  const flow = payoutFlow(payout);
  if (!flow) return;
  const what = payout.statusId === PAYOUT_STATUS.awaiting ? 'reserved' : payoutStatusObject(payout.statusId).name;
  await postLedgerTransaction(tx, {
    ...flow,
    scope: { organizationId: payout.organizationId, livemode: payout.livemode },
    merchantAccountId: payout.merchantAccountId,
    resource: { type: 'payout', id: payout.id },
    description: `Payout ${payout.invoice} ${what.toLowerCase()}`,
    now,
  });
}
