import type { Executor } from '@/db/client';
import type { PayoutPayment } from '@/db/schema';
import { microIso } from '@/lib/dates';
import { enqueueWebhook } from '@/lib/webhooks/service';
import { decimalAmount, payoutStatusObject } from './rules';

/**
 * The merchant's callback of a status change; its signature (docs/webhooks.md) covers invoice + currency + amount
 * (decimal, as `1234.56`). None without a notification URL. Enqueued in the change's transaction.
 */
export async function enqueuePayoutCallback(tx: Executor, payout: PayoutPayment, now: Date): Promise<void> {
  if (!payout.notificationUrl) return;
  const amount = decimalAmount(payout.amount);
  await enqueueWebhook(tx, {
    organizationId: payout.organizationId,
    livemode: payout.livemode,
    eventKind: 'payout.status_changed',
    resourceType: 'payout',
    resourceId: payout.id,
    url: payout.notificationUrl,
    payload: {
      id: payout.id,
      invoice: payout.invoice,
      currency: payout.currency,
      amount,
      status: payoutStatusObject(payout.statusId),
      paid_at: payout.paidAt ? microIso(payout.paidAt) : null,
      updated_at: microIso(payout.updatedAt),
    },
    signature: { kind: 'payout', fields: { invoice: payout.invoice, currency: payout.currency, amount } },
    apiKeyId: payout.apiKeyId,
    now,
  });
}
