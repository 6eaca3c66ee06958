import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { webhookRegistrations, type WebhookRegistration } from '@/db/schema';
import { invalidInput, notFoundError } from '@/lib/errors';
import { recordAudit, type Actor } from '@/lib/audit/service';
import { allowPrivateTargets, webhookUrlProblem } from '@/lib/webhooks/address-guard';
import { ONBOARDING_WEBHOOK_EVENTS, webhookRegistrationSchema, type WebhookRegistrationInput } from './schemas';
import { theRow } from '@/db/rows';

const WEBHOOK_FIELDS = new Set(['event', 'url']);

/** `{event, url}`, or an invalid-input error naming the first bad field (none when the body itself is wrong). */
export function parseWebhookRegistration(body: unknown): WebhookRegistrationInput {
  const result = webhookRegistrationSchema({ allowHttp: allowPrivateTargets() }).safeParse(body);
  if (!result.success) {
    const [issue] = result.error.issues;
    if (!issue) throw new Error('a failed parse reports at least one issue');
    const [first] = issue.path;
    throw invalidInput(typeof first === 'string' && WEBHOOK_FIELDS.has(first) ? first : undefined, issue.message);
  }
  const problem = webhookUrlProblem('url', result.data.url);
  if (problem) throw invalidInput('url', problem);
  return result.data;
}

/** GET and DELETE name the event in the query (`?event=onboarding`); it defaults to the only one there is. */
export function parseWebhookEvent(query: Record<string, string>): string {
  const event = query.event ?? 'onboarding';
  if (!(ONBOARDING_WEBHOOK_EVENTS as readonly string[]).includes(event)) {
    throw invalidInput('event', 'The event must be onboarding, the only event supported.');
  }
  return event;
}

const registrationNotFound = (event: string) => notFoundError(`No webhook is registered for the ${event} event.`);

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
