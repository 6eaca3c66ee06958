import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { theRow } from '@/db/rows';
import { payinCharges, type Refund } from '@/db/schema';
import { microIso } from '@/lib/dates';
import { enqueueWebhook } from '@/lib/webhooks/service';
import { refundStatusObject } from './rules';

/**
 * The merchant's callback of a refund's status change (docs/webhooks.md), to the refund's notification URL or else
 * its charge's; none when neither has one. Signed as a payin callback over the refund's id, its charge's hash and the
 * refund's amount, with the key that asked for the refund (else the charge's). Enqueued in the change's transaction.
 */
export async function enqueueRefundCallback(tx: Executor, refund: Refund, now: Date): Promise<void> {
  const charge = theRow(
    await tx
      .select({
        hash: payinCharges.hash,
        invoice: payinCharges.invoice,
        notificationUrl: payinCharges.notificationUrl,
        apiKeyId: payinCharges.apiKeyId,
      })
      .from(payinCharges)
      .where(eq(payinCharges.id, refund.chargeId)),
    'the refund’s charge',
  );
  const url = refund.notificationUrl ?? charge.notificationUrl;
  if (!url) return;
  await enqueueWebhook(tx, {
    organizationId: refund.organizationId,
    livemode: refund.livemode,
    eventKind: 'refund.status_changed',
    resourceType: 'refund',
    resourceId: refund.id,
    url,
    payload: {
      id: refund.id,
      object: 'refund',
      charge: { id: refund.chargeId, invoice: charge.invoice },
      amount: refund.amount,
      status: refundStatusObject(refund.statusId),
      reason: refund.reason,
      failure_reason: refund.failureReason,
      created_at: microIso(refund.createdAt),
      updated_at: microIso(refund.updatedAt),
    },
    signature: { kind: 'payin', fields: { id: refund.id, hash: charge.hash, amount: refund.amount } },
    apiKeyId: refund.apiKeyId ?? charge.apiKeyId,
    now,
  });
}
