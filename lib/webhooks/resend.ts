import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { jobs, webhookDeliveries, type WebhookDelivery } from '@/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/service';
import { enqueueJob } from '@/lib/jobs/service';
import type { Scope } from '@/lib/livemode';
import { findDelivery } from './queries';
import { DELIVER_WEBHOOK_JOB, deliveryJob } from './jobs';
import { theRow } from '@/db/rows';

/** Sends the same event again (same webhook-id), with a fresh retry schedule. */
export async function resendDelivery(
  db: Db,
  scope: Scope,
  id: number,
  actor: Actor,
  now: Date,
): Promise<WebhookDelivery> {
  return db.transaction(async (tx) => {
    const delivery = await findDelivery(tx, scope, id);
    const updated = theRow(
      await tx
        .update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: now, updatedAt: now })
        .where(eq(webhookDeliveries.id, delivery.id))
        .returning(),
      'update of webhookDeliveries',
    );
    // A retry already waiting is brought forward rather than doubled, and keeps its place in line behind the earlier
    // deliveries of its resource. A delivery that has had its turn (delivered or failed) is repeated out of line.
    const [waiting] = await tx
      .update(jobs)
      .set({ runAt: now, attempts: 0, updatedAt: now })
      .where(
        and(
          eq(jobs.kind, DELIVER_WEBHOOK_JOB),
          eq(jobs.status, 'pending'),
          sql`${jobs.payload} @> ${JSON.stringify({ deliveryId: id })}::jsonb`,
        ),
      )
      .returning({ id: jobs.id });
    if (!waiting) await enqueueJob(tx, deliveryJob(updated, now, false));
    await recordAudit(tx, {
      organizationId: scope.organizationId,
      actor,
      action: 'webhook.resent',
      resourceType: 'webhook_delivery',
      resourceId: id,
      details: { event_id: delivery.eventId },
    });
    return updated;
  });
}
