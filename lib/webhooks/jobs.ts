import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { webhookAttempts, webhookDeliveries, type Job, type WebhookDelivery } from '@/db/schema';
import { signingKeyFor } from '@/lib/accounts/api-keys';
import { JobPostponed, PermanentJobError, type JobDefinition } from '@/lib/jobs/service';
import { outcomeOfFailure } from '@/lib/jobs/rules';
import { webhookHostLimits, webhookSettings } from '@/lib/config';
import { metrics } from '@/lib/metrics';
import { allowPrivateTargets } from './address-guard';
import { HostLimiter } from './host-limits';
import { verdictOf, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS } from './rules';
import { sendWebhook } from './sender';
import { signatureHeaders, type SignatureSpec } from './signatures';

export const DELIVER_WEBHOOK_JOB = 'webhook.deliver';

/**
 * The line a delivery waits in (docs/webhooks.md, Order): one per resource and receiving URL, within an organization
 * and mode. Hashed, as URLs can be longer than an index entry may be. None for an event about no resource (a test).
 */
function orderKeyOf(delivery: WebhookDelivery): string | undefined {
  if (delivery.resourceId === null) return undefined;
  const line = [delivery.organizationId, delivery.livemode, delivery.resourceType, delivery.resourceId, delivery.url];
  return `webhook:${createHash('sha256').update(JSON.stringify(line)).digest('base64url')}`;
}

/**
 * The job that sends a delivery, due at `now`. In line behind the earlier deliveries of its resource to its URL,
 * unless `inLine` is false: a resend of a delivery that has had its turn repeats it at once, out of line.
 */
export const deliveryJob = (delivery: WebhookDelivery, now: Date, inLine = true) => ({
  kind: DELIVER_WEBHOOK_JOB,
  payload: { deliveryId: delivery.id },
  runAt: now,
  maxAttempts: WEBHOOK_MAX_ATTEMPTS,
  orderKey: inLine ? orderKeyOf(delivery) : undefined,
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

  metrics().deliveryAttempts.inc({ outcome: status === 'pending' ? 'retrying' : status });
  if (verdict === 'stop') throw new PermanentJobError(lastError!);
  if (verdict === 'retry') throw new Error(lastError!);
}

export const webhookJobs: Record<string, JobDefinition> = {
  [DELIVER_WEBHOOK_JOB]: { run: deliverWebhook, retryDelaysMs: WEBHOOK_RETRY_DELAYS_MS },
};
