import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { webhookAttempts } from '@/db/schema';
import { authenticateApiKey } from '@/lib/accounts/api-keys';
import { jobHandlers } from '@/lib/jobs/handlers';
import { runDueJobs } from '@/lib/jobs/service';
import type { NewWebhook } from '@/lib/webhooks/service';
import { demoAccess } from '@/scripts/seed/demo';
import { startReceiver } from './receiver';

/**
 * What the webhook delivery tests (lib/webhooks/delivery*.test.ts) share: the database and the Demo Store key's
 * organization of the test under way, loopback receivers closed after it, and events enqueued at T0.
 */

export let db: Db;
export let organizationId: number;
export let apiKeyId: number;
export const { demoStoreKey } = demoAccess();
export const receivers: { close: () => Promise<void> }[] = [];
export const T0 = new Date('2026-06-01T12:00:00Z');
export const after = (ms: number) => new Date(T0.getTime() + ms);

/**
 * Before each test, on `fresh`: the test file's freshTestDb(). The file opens it itself, since vitest.config.ts puts
 * a test in the database project by what the file imports.
 */
export async function startDeliveryTest(fresh: Db): Promise<void> {
  db = fresh;
  const key = (await authenticateApiKey(db, demoStoreKey, T0))!;
  organizationId = key.organizationId;
  apiKeyId = key.id;
  process.env.WEBHOOK_ALLOW_PRIVATE = '1';
  delete process.env.WEBHOOK_TIMEOUT_MS;
}

export async function closeReceivers(): Promise<void> {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
}

export async function receiver(...script: Parameters<typeof startReceiver>[0] & object[]) {
  const started = await startReceiver(script);
  receivers.push(started);
  return started;
}

export function webhook(url: string, overrides: Partial<NewWebhook> = {}): NewWebhook {
  return {
    organizationId,
    livemode: false,
    eventKind: 'onboarding',
    resourceType: 'company',
    resourceId: 'req-1',
    url,
    payload: { id: 'req-1', status: 'active' },
    signature: { kind: 'body' },
    apiKeyId,
    now: T0,
    ...overrides,
  };
}

export const runAt = (now: Date, workerId = 'w1') => runDueJobs(db, jobHandlers, { now, workerId });
export const sha256hex = (text: string) => createHash('sha256').update(text).digest('hex');

export async function attemptsOf(deliveryId: number) {
  return db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId));
}
