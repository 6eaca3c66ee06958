import { inScope } from '@/db/scope';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { jobs, webhookAttempts, webhookDeliveries, type Job, type WebhookDelivery } from '@/db/schema';
import { signingKeyFor } from '@/lib/accounts/service';
import { invalidInput, notFoundError } from '@/lib/errors';
import { recordAudit, type Actor } from '@/lib/audit/service';
import { enqueueJob, enqueueJobs, JobPostponed, PermanentJobError, type JobDefinition } from '@/lib/jobs/service';
import { outcomeOfFailure } from '@/lib/jobs/rules';
import type { Scope } from '@/lib/livemode';
import { webhookHostLimits, webhookSettings } from '@/lib/config';
import { allowPrivateTargets, webhookUrlProblem } from './address-guard';
import { HostLimiter } from './host-limits';
import { verdictOf, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS } from './rules';
import type { ListDeliveriesQuery } from './schemas';
import { sendWebhook } from './sender';
import { signatureHeaders, type SignatureSpec } from './signatures';
import { theRow } from '@/db/rows';

export const DELIVER_WEBHOOK_JOB = 'webhook.deliver';

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

const deliveryJob = (delivery: WebhookDelivery, now: Date) => ({
  kind: DELIVER_WEBHOOK_JOB,
  payload: { deliveryId: delivery.id },
  runAt: now,
  maxAttempts: WEBHOOK_MAX_ATTEMPTS,
});

/** A field the delivery was enqueued with (enqueueWebhooks writes them all); a row without it is corrupt. */
function signatureField(fields: WebhookDelivery['signatureFields'], name: string): string | number {
  const value = fields[name];
  if (value === undefined) throw new Error(`webhook delivery has no signature field ${name}`);
  return value;
}

function signatureSpecOf(delivery: WebhookDelivery): SignatureSpec {
  const fields = delivery.signatureFields;
  switch (delivery.signatureKind) {
    case 'payin':
      return {
        kind: 'payin',
        fields: {
          id: signatureField(fields, 'id'),
          hash: String(signatureField(fields, 'hash')),
          amount: signatureField(fields, 'amount'),
        },
      };
    case 'payout':
      return {
        kind: 'payout',
        fields: {
          invoice: String(signatureField(fields, 'invoice')),
          currency: String(signatureField(fields, 'currency')),
          amount: signatureField(fields, 'amount'),
        },
      };
    case 'body':
      return { kind: 'body' };
  }
}

// One per process: every worker loop of this process shares the count of what each host is being sent.
const hostLimiter = new HostLimiter(webhookHostLimits);

/** The host a delivery goes to, port included; an unparsable URL fails in the sender, unlimited. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** A delivery job: postponed while its host is at its limits (host-limits.ts), otherwise one attempt. */
async function deliverWebhook(db: Db, job: Job, now: Date): Promise<void> {
  const deliveryId = Number(job.payload.deliveryId);
  const [delivery] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  if (!delivery) throw new PermanentJobError(`delivery ${deliveryId} does not exist`);
  const apiKey = await signingKeyFor(db, delivery.organizationId, delivery.apiKeyId, delivery.livemode);
  // Taken last, just before the request leaves, so the host sees the pace the limiter counts. The pace is the real
  // one (a batch's `now` is taken once, before its first job); the new run time is on the queue's clock.
  const host = apiKey ? hostOf(delivery.url) : null;
  const realNow = Date.now();
  const slot = host === null ? null : hostLimiter.acquire(host, realNow);
  if (slot && !slot.ok) throw new JobPostponed(new Date(now.getTime() + slot.retryAt - realNow));
  try {
    await attemptDelivery(db, delivery, apiKey, job, now);
  } finally {
    if (slot?.ok) slot.release();
  }
}

/** One attempt of one delivery: sign, send, log the attempt, and tell the job queue whether to retry. */
async function attemptDelivery(
  db: Db,
  delivery: WebhookDelivery,
  apiKey: string | null,
  job: Job,
  now: Date,
): Promise<void> {
  const timestamp = Math.floor(now.getTime() / 1000);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'Payrail-Webhooks/1.0',
    ...(apiKey
      ? signatureHeaders(
          signatureSpecOf(delivery),
          { eventId: delivery.eventId, body: delivery.body, timestamp },
          apiKey,
        )
      : {}),
  };
  const result = apiKey
    ? await sendWebhook({
        url: delivery.url,
        body: delivery.body,
        headers,
        timeoutMs: webhookSettings.timeoutMs(),
        allowPrivate: allowPrivateTargets(),
      })
    : { statusCode: null, durationMs: 0, error: 'no active API key to sign with', responseExcerpt: null };

  const verdict = result.error ? 'retry' : verdictOf(result.statusCode);
  const retry = outcomeOfFailure(job.attempts, job.maxAttempts, now, WEBHOOK_RETRY_DELAYS_MS);
  const status =
    verdict === 'delivered' ? 'delivered' : verdict === 'retry' && retry.status === 'pending' ? 'pending' : 'failed';
  const lastError =
    result.error ??
    (verdict === 'delivered'
      ? null
      : verdict === 'stop'
        ? 'receiver answered 410 Gone: stopped'
        : `receiver answered ${result.statusCode}`);

  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      attemptedAt: now,
      requestHeaders: headers,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      error: result.error,
      responseExcerpt: result.responseExcerpt,
    });
    await tx
      .update(webhookDeliveries)
      .set({
        status,
        attemptCount: delivery.attemptCount + 1,
        lastStatusCode: result.statusCode,
        lastError,
        nextAttemptAt: status === 'pending' && retry.status === 'pending' ? retry.runAt : null,
        deliveredAt: verdict === 'delivered' ? now : delivery.deliveredAt,
        updatedAt: now,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
  });

  if (verdict === 'stop') throw new PermanentJobError(lastError!);
  if (verdict === 'retry') throw new Error(lastError!);
}

export const webhookJobs: Record<string, JobDefinition> = {
  [DELIVER_WEBHOOK_JOB]: { run: deliverWebhook, retryDelaysMs: WEBHOOK_RETRY_DELAYS_MS },
};

/** Within the scope's organization and mode: a delivery of the other mode looks unknown, as a foreign one does. */
async function findDelivery(db: Executor, scope: Scope, id: number): Promise<WebhookDelivery> {
  const [delivery] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), ...inScope(webhookDeliveries, scope)));
  if (!delivery) throw notFoundError('Delivery not found.');
  return delivery;
}

export async function getDeliveryWithAttempts(db: Executor, scope: Scope, id: number) {
  const delivery = await findDelivery(db, scope, id);
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, id))
    .orderBy(asc(webhookAttempts.attemptedAt), asc(webhookAttempts.id));
  return { delivery, attempts };
}

export async function listDeliveries(db: Executor, scope: Scope, query: ListDeliveriesQuery) {
  const filters: SQL[] = inScope(webhookDeliveries, scope);
  if (query.event_kind) filters.push(eq(webhookDeliveries.eventKind, query.event_kind));
  if (query.status) filters.push(eq(webhookDeliveries.status, query.status));
  if (query.resource_id) filters.push(eq(webhookDeliveries.resourceId, query.resource_id));
  if (query.created_from) filters.push(gte(webhookDeliveries.createdAt, new Date(`${query.created_from}T00:00:00Z`)));
  if (query.created_to)
    filters.push(
      lt(webhookDeliveries.createdAt, new Date(new Date(`${query.created_to}T00:00:00Z`).getTime() + 86_400_000)),
    );
  const where = and(...filters);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows, total: theRow(counted, 'count of webhookDeliveries').total };
}

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
    // A retry already waiting is brought forward rather than doubled.
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
    if (!waiting) await enqueueJob(tx, deliveryJob(updated, now));
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
