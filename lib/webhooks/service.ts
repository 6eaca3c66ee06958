import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '@/db/client';
import { webhookDeliveries, type WebhookDelivery } from '@/db/schema';
import { invalidInput } from '@/lib/errors';
import type { Actor } from '@/lib/audit/service';
import { enqueueJobs } from '@/lib/jobs/service';
import type { Scope } from '@/lib/livemode';
import { webhookUrlProblem } from './address-guard';
import type { SignatureSpec } from './signatures';
import { theRow } from '@/db/rows';
import { deliveryJob } from './jobs';

// How a webhook is queued: other domains call enqueueWebhook(s) in the transaction of the change the event reports,
// and the delivery job (jobs.ts) sends it.

export type NewWebhook = {
  organizationId: number;
  /** The mode of the object whose change the event reports. */
  livemode: boolean;
  eventKind: string;
  resourceType?: string;
  resourceId?: string | number;
  url: string;
  payload: unknown;
  signature: SignatureSpec;
  /** The key that created the resource, whose plaintext signs the delivery. */
  apiKeyId: number | null;
  now: Date;
};

/** Writes the delivery and its job. Call inside the transaction of the change the event reports. */
export async function enqueueWebhook(tx: Executor, webhook: NewWebhook): Promise<WebhookDelivery> {
  const delivery = theRow(await enqueueWebhooks(tx, [webhook]), 'enqueueWebhooks');
  return delivery;
}

// Deliveries per INSERT: 13 bound columns each, well within what PGlite and Postgres bind in one statement.
const DELIVERY_INSERT_CHUNK = 1_000;

/** Many deliveries and their jobs in a few INSERTs (a processed batch notifies every record). */
export async function enqueueWebhooks(tx: Executor, webhooks: NewWebhook[]): Promise<WebhookDelivery[]> {
  const written: WebhookDelivery[] = [];
  for (let start = 0; start < webhooks.length; start += DELIVERY_INSERT_CHUNK) {
    const deliveries = await tx
      .insert(webhookDeliveries)
      .values(
        webhooks.slice(start, start + DELIVERY_INSERT_CHUNK).map((webhook) => ({
          organizationId: webhook.organizationId,
          livemode: webhook.livemode,
          eventId: `msg_${randomUUID()}`,
          eventKind: webhook.eventKind,
          resourceType: webhook.resourceType,
          resourceId: webhook.resourceId === undefined ? undefined : String(webhook.resourceId),
          url: webhook.url,
          body: JSON.stringify(webhook.payload),
          signatureKind: webhook.signature.kind,
          signatureFields: 'fields' in webhook.signature ? webhook.signature.fields : {},
          apiKeyId: webhook.apiKeyId,
          createdAt: webhook.now,
          updatedAt: webhook.now,
          nextAttemptAt: webhook.now,
        })),
      )
      .returning();
    await enqueueJobs(
      tx,
      deliveries.map((delivery) => deliveryJob(delivery, delivery.createdAt)),
    );
    written.push(...deliveries);
  }
  return written;
}

/** 422 on `field` for a webhook URL that webhookUrlProblem refuses; nothing for an absent one. */
export function assertWebhookUrl(url: string | null | undefined, field = 'notification_url'): void {
  const problem = url ? webhookUrlProblem(field, url) : null;
  if (problem) throw invalidInput(field, problem);
}

/** A signed `test` event to any URL, to check a receiver and its signature verification; in the caller's mode. */
export async function sendTestEvent(
  db: Db,
  scope: Scope,
  url: string,
  actor: Actor,
  now: Date,
): Promise<WebhookDelivery> {
  assertWebhookUrl(url, 'url');
  return db.transaction((tx) =>
    enqueueWebhook(tx, {
      organizationId: scope.organizationId,
      livemode: scope.livemode,
      eventKind: 'test',
      url,
      payload: { type: 'test', message: 'Test event from Payrail', created_at: now.toISOString() },
      signature: { kind: 'body' },
      apiKeyId: actor.apiKeyId,
      now,
    }),
  );
}
