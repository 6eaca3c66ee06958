import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { theRow } from '@/db/rows';
import { webhookDeliveries } from '@/db/schema';
import { freshTestDb } from '@/test/db';
import {
  after,
  attemptsOf,
  closeReceivers,
  db,
  receiver,
  runAt,
  startDeliveryTest,
  T0,
  webhook,
} from '@/test/webhook-deliveries';
import { enqueueWebhook } from './service';

beforeEach(async () => {
  await startDeliveryTest(await freshTestDb());
});
afterEach(closeReceivers);

describe('webhook delivery', () => {
  it('retries a 500 twice on schedule, then delivers: exactly three attempts', async () => {
    const hook = await receiver({ status: 500, body: 'boom' }, { status: 500 });
    const delivery = await enqueueWebhook(db, webhook(hook.url));
    await runAt(T0);
    expect(hook.received).toHaveLength(1);
    const [afterFirst] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id));
    expect(afterFirst).toMatchObject({ status: 'pending', lastStatusCode: 500, nextAttemptAt: after(5_000) });

    await runAt(after(4_999));
    expect(hook.received).toHaveLength(1);
    await runAt(after(5_000));
    expect(hook.received).toHaveLength(2);
    await runAt(after(5_000 + 59_999));
    expect(hook.received).toHaveLength(2);
    await runAt(after(65_000));
    expect(hook.received).toHaveLength(3);
    await runAt(after(10 * 86_400_000));
    expect(hook.received).toHaveLength(3);

    const attempts = await attemptsOf(delivery.id);
    expect(attempts.map((attempt) => attempt.statusCode)).toEqual([500, 500, 200]);
    expect(attempts[0]?.responseExcerpt).toBe('boom');
    expect(new Set(hook.received.map((request) => request.headers['webhook-id']))).toEqual(new Set([delivery.eventId]));
    const [final] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id));
    expect(final).toMatchObject({ status: 'delivered', attemptCount: 3, nextAttemptAt: null });
  });

  it('stops at once when the receiver answers 410', async () => {
    const hook = await receiver({ status: 410 });
    const delivery = await enqueueWebhook(db, webhook(hook.url));
    await runAt(T0);
    await runAt(after(30 * 86_400_000));
    expect(hook.received).toHaveLength(1);
    const stored = theRow(
      await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id)),
      'select from webhookDeliveries',
    );
    expect(stored).toMatchObject({ status: 'failed', lastStatusCode: 410, nextAttemptAt: null });
    expect(stored.lastError).toContain('410');
  });

  it('gives up as failed after the ninth attempt', async () => {
    const hook = await receiver(...Array(9).fill({ status: 503 }));
    const delivery = await enqueueWebhook(db, webhook(hook.url));
    for (let day = 0; day < 5; day++)
      for (let hour = 0; hour < 24; hour++) await runAt(after((day * 24 + hour) * 3_600_000 + 1));
    expect(hook.received).toHaveLength(9);
    const [stored] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id));
    expect(stored).toMatchObject({ status: 'failed', attemptCount: 9 });
  });

  it('retries after a timeout', async () => {
    process.env.WEBHOOK_TIMEOUT_MS = '200';
    const hook = await receiver({ status: 200, delayMs: 1_000 });
    const delivery = await enqueueWebhook(db, webhook(hook.url));
    await runAt(T0);
    const [first] = await attemptsOf(delivery.id);
    expect(first).toMatchObject({ statusCode: null, error: 'timed out after 200 ms' });
    await runAt(after(5_000));
    const stored = theRow(
      await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id)),
      'select from webhookDeliveries',
    );
    expect(stored.status).toBe('delivered');
    expect(await attemptsOf(delivery.id)).toHaveLength(2);
  });
});
