import type { Executor } from '@/db/client';
import type { PayinCharge } from '@/db/schema';
import { microIso } from '@/lib/dates';
import { enqueueWebhook } from '@/lib/webhooks/service';
import { statusObject } from './rules';

/**
 * The merchant's callback of a status change (docs/webhooks.md), signed over id + hash + amount with the key that
 * created the charge; none without a notification URL. Enqueued in the change's transaction.
 */
export async function enqueueChargeCallback(tx: Executor, charge: PayinCharge, now: Date): Promise<void> {
  if (!charge.notificationUrl) return;
  await enqueueWebhook(tx, {
    organizationId: charge.organizationId,
    livemode: charge.livemode,
    eventKind: 'payin.status_changed',
    resourceType: 'payin',
    resourceId: charge.id,
    url: charge.notificationUrl,
    payload: {
      id: charge.id,
      invoice: charge.invoice,
      status: statusObject(charge.statusId),
      updated_at: microIso(charge.updatedAt),
      metadata: { paid_amount: charge.paidAmount },
    },
    signature: { kind: 'payin', fields: { id: charge.id, hash: charge.hash, amount: charge.amount } },
    apiKeyId: charge.apiKeyId,
    now,
  });
}
