import type { Executor } from '@/db/client';
import type { PayinCharge } from '@/db/schema';
import { payinCredited, payinPaid, type LedgerFlow } from '@/lib/ledger/flows';
import { postLedgerTransaction } from '@/lib/ledger/post';
import { PAYIN_STATUS, statusObject } from './rules';

/**
 * The money a charge's arrival in its status moves, from the amounts frozen on its row: Paid books the buyer's
 * payment (the amount to pending, the markup to the organization's markup revenue), Credited makes the amount
 * available. Other statuses move nothing.
 */
export function chargeFlow(charge: Pick<PayinCharge, 'statusId' | 'amount' | 'markupAmount'>): LedgerFlow | null {
  switch (charge.statusId) {
    case PAYIN_STATUS.paid:
      return payinPaid({ amount: charge.amount, markup: charge.markupAmount });
    case PAYIN_STATUS.credited:
      return payinCredited({ amount: charge.amount });
    default:
      return null;
  }
}

/**
 * Books the charge's status change in the ledger, inside the change's transaction, in the charge's own mode: a live
 * charge paid by a live processor moves live balances the same way. Posting is idempotent per charge and movement.
 */
export async function bookChargeChange(tx: Executor, charge: PayinCharge, now: Date): Promise<void> {
  const flow = chargeFlow(charge);
  if (!flow) return;
  await postLedgerTransaction(tx, {
    ...flow,
    scope: { organizationId: charge.organizationId, livemode: charge.livemode },
    merchantAccountId: charge.merchantAccountId,
    resource: { type: 'charge', id: charge.id },
    description: `Charge ${charge.invoice} ${statusObject(charge.statusId).name.toLowerCase()}`,
    now,
  });
}
