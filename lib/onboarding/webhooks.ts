import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { webhookRegistrations, type WebhookRegistration } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { recordAudit, type Actor } from '@/lib/audit/service';
import { allowPrivateTargets, webhookUrlProblem } from '@/lib/webhooks/address-guard';
import { ONBOARDING_WEBHOOK_EVENTS, webhookRegistrationSchema, type WebhookRegistrationInput } from './schemas';
import { theRow } from '@/db/rows';

/**
 * The onboarding webhook endpoint's own error shape (docs/api.md): `{success:false, error:{code, message, field?}}`,
 * for its 400s and 401 and, so a client parses one shape, for every other refusal of that endpoint too.
 */
export function webhookError(status: number, code: string, message: string, field?: string): ApiError {
  return new ApiError(status, { success: false, error: { code, message, ...(field ? { field } : {}) } });
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'invalid_body',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'invalid_request',
  429: 'rate_limited',
  500: 'server_error',
};

/** withAuth's `errorBody` for the webhook endpoint: shared errors (401, malformed JSON, 429, 500…) take its shape. */
export function webhookErrorBody(error: ApiError): Record<string, unknown> {
  if (error.body.success === false) return error.body;
  return webhookError(error.status, CODE_BY_STATUS[error.status] ?? 'error', error.message).body;
}

const CODE_BY_FIELD: Record<string, string> = { event: 'invalid_event', url: 'invalid_url' };

/** `{event, url}` or a 400 naming the first bad field. */
export function parseWebhookRegistration(body: unknown): WebhookRegistrationInput {
  const result = webhookRegistrationSchema({ allowHttp: allowPrivateTargets() }).safeParse(body);
  if (!result.success) {
    const [issue] = result.error.issues;
    if (!issue) throw new Error('a failed parse reports at least one issue');
    const [first] = issue.path;
    const field = typeof first === 'string' && first in CODE_BY_FIELD ? first : undefined;
    throw webhookError(400, (field && CODE_BY_FIELD[field]) ?? 'invalid_body', issue.message, field);
  }
  const problem = webhookUrlProblem('url', result.data.url);
  if (problem) throw webhookError(400, 'invalid_url', problem, 'url');
  return result.data;
}

/** GET and DELETE name the event in the query (`?event=onboarding`); it defaults to the only one there is. */
export function parseWebhookEvent(query: Record<string, string>): string {
  const event = query.event ?? 'onboarding';
  if (!(ONBOARDING_WEBHOOK_EVENTS as readonly string[]).includes(event)) {
    throw webhookError(400, 'invalid_event', 'The event must be onboarding, the only event supported.', 'event');
  }
  return event;
}

const registrationNotFound = (event: string) =>
  webhookError(404, 'not_found', `No webhook is registered for the ${event} event.`);

export async function findWebhookRegistration(
  db: Executor,
  organizationId: number,
  event: string,
): Promise<WebhookRegistration | null> {
  const [registration] = await db
    .select()
    .from(webhookRegistrations)
    .where(and(eq(webhookRegistrations.organizationId, organizationId), eq(webhookRegistrations.event, event)));
  return registration ?? null;
}

export async function getWebhookRegistration(
  db: Executor,
  organizationId: number,
  event: string,
): Promise<WebhookRegistration> {
  const registration = await findWebhookRegistration(db, organizationId, event);
  if (!registration) throw registrationNotFound(event);
  return registration;
}

/** One URL per organization and event: registering again replaces it. `created` tells the first registration apart. */
export async function registerWebhook(
  db: Db,
  organizationId: number,
  input: WebhookRegistrationInput,
  actor: Actor,
  now: Date,
): Promise<{ registration: WebhookRegistration; created: boolean }> {
  return db.transaction(async (tx) => {
    const row = theRow(
      await tx
        .insert(webhookRegistrations)
        .values({ organizationId, event: input.event, url: input.url, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [webhookRegistrations.organizationId, webhookRegistrations.event],
          set: { url: input.url, updatedAt: now },
        })
        // xmax is 0 on a freshly inserted row version and set on one the upsert updated.
        .returning({ ...getTableColumns(webhookRegistrations), created: sql<boolean>`(xmax = 0)` }),
      'insert into webhookRegistrations',
    );
    const { created, ...registration } = row;
    await recordAudit(tx, {
      organizationId,
      actor,
      action: created ? 'webhook_registration.created' : 'webhook_registration.updated',
      resourceType: 'webhook_registration',
      resourceId: registration.id,
      details: { event: input.event, url: input.url },
    });
    return { registration, created };
  });
}

export async function deleteWebhookRegistration(
  db: Db,
  organizationId: number,
  event: string,
  actor: Actor,
): Promise<WebhookRegistration> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(webhookRegistrations)
      .where(and(eq(webhookRegistrations.organizationId, organizationId), eq(webhookRegistrations.event, event)))
      .returning();
    if (!deleted) throw registrationNotFound(event);
    await recordAudit(tx, {
      organizationId,
      actor,
      action: 'webhook_registration.deleted',
      resourceType: 'webhook_registration',
      resourceId: deleted.id,
      details: { event, url: deleted.url },
    });
    return deleted;
  });
}
