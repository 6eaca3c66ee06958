import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webhookAttempts } from '@/db/schema';
import { theRow } from '@/db/rows';
import { jobHandlers } from '@/lib/jobs/handlers';
import { runDueJobs } from '@/lib/jobs/service';
import { freshTestDb } from '@/test/db';
import { startReceiver } from '@/test/receiver';
import {
  actor,
  at,
  create,
  db,
  deliveriesOf,
  demoKeyId,
  demoStore,
  demoStoreKey,
  move,
  T0,
  useFreshDb,
} from '@/test/onboarding';
import { registerWebhook } from './webhooks';

const receivers: { close: () => Promise<void> }[] = [];
const sha256hex = (text: string) => createHash('sha256').update(text).digest('hex');

beforeEach(async () => useFreshDb(await freshTestDb()));
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

describe('onboarding events', () => {
  it('go to the registered URL only; account_id is only in the first activation’s event', async () => {
    const { request } = await create();
    await move(request.id, 'due_diligence_review', at(1_000));
    expect(await deliveriesOf(request.id)).toHaveLength(0); // nothing registered yet

    await registerWebhook(
      db,
      demoStore,
      { event: 'onboarding', url: 'https://hooks.example.com/onboarding' },
      actor,
      at(1_500),
    );
    const activated = await move(request.id, 'active', at(2_000));
    await move(request.id, 'inactive', at(3_000));
    await move(request.id, 'active', at(4_000));

    const deliveries = await deliveriesOf(request.id);
    expect(
      deliveries.map((delivery) => [delivery.eventKind, delivery.url, delivery.signatureKind, delivery.apiKeyId]),
    ).toEqual(Array(3).fill(['onboarding', 'https://hooks.example.com/onboarding', 'body', demoKeyId]));
    expect(deliveries.map((delivery) => JSON.parse(delivery.body))).toEqual([
      {
        id: request.id,
        status: 'active',
        updated_at: '2026-04-01T12:00:02.000Z',
        account_id: activated.request.accountId,
      },
      { id: request.id, status: 'inactive', updated_at: '2026-04-01T12:00:03.000Z' },
      { id: request.id, status: 'active', updated_at: '2026-04-01T12:00:04.000Z' },
    ]);
    expect(typeof activated.request.accountId).toBe('number');
  });

  it('are signed with the creating key and retried until the receiver answers 2xx: delivered after three attempts', async () => {
    const hook = await startReceiver([{ status: 500 }, { status: 503 }]);
    receivers.push(hook);
    await registerWebhook(db, demoStore, { event: 'onboarding', url: hook.url }, actor, T0);
    const { request } = await create();
    await move(request.id, 'due_diligence_review', T0);

    const run = (now: Date) => runDueJobs(db, jobHandlers, { now, workerId: 'onboarding-test' });
    await run(T0);
    await run(at(5_000));
    await run(at(5_000 + 59_999));
    expect(hook.received).toHaveLength(2);
    await run(at(65_000));
    expect(hook.received).toHaveLength(3);

    const delivery = theRow(await deliveriesOf(request.id), 'query');
    expect(delivery).toMatchObject({ status: 'delivered', attemptCount: 3 });
    const attempts = await db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, delivery.id))
      .orderBy(webhookAttempts.id);
    expect(attempts.map((attempt) => attempt.statusCode)).toEqual([500, 503, 200]);
    for (const received of hook.received) {
      expect(received.body).toBe(delivery.body);
      expect(received.headers.authorization).toBe(`Bearer ${sha256hex(received.body + demoStoreKey)}`);
    }
  });
});
