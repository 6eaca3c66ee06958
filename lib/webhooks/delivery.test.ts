import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { theRow } from '@/db/rows';
import { jobs, webhookDeliveries } from '@/db/schema';
import { createApiKey, revokeApiKey } from '@/lib/accounts/api-keys';
import { elementAt } from '@/lib/arrays';
import { testScope } from '@/lib/livemode';
import { freshTestDb } from '@/test/db';
import {
  after,
  apiKeyId,
  attemptsOf,
  closeReceivers,
  db,
  demoStoreKey,
  organizationId,
  receiver,
  runAt,
  sha256hex,
  startDeliveryTest,
  T0,
  webhook,
} from '@/test/webhook-deliveries';
import { getDeliveryWithAttempts } from './queries';
import { resendDelivery } from './resend';
import { enqueueWebhook } from './service';

beforeEach(async () => {
  await startDeliveryTest(await freshTestDb());
});
afterEach(closeReceivers);

describe('webhook delivery', () => {
  it('delivers a signed event that the receiver can verify', async () => {
    const hook = await receiver();
    const delivery = await db.transaction((tx) => enqueueWebhook(tx, webhook(hook.url)));
    await runAt(T0);

    expect(hook.received).toHaveLength(1);
    const { headers, body } = elementAt(hook.received, 0, 'requests received');
    expect(body).toBe(delivery.body);
    expect(headers.authorization).toBe(`Bearer ${sha256hex(body + demoStoreKey)}`);
    expect(headers['webhook-id']).toBe(delivery.eventId);
    const signed = `${delivery.eventId}.${String(headers['webhook-timestamp'])}.${body}`;
    expect(headers['webhook-signature']).toBe(
      `v1,${createHmac('sha256', demoStoreKey).update(signed).digest('base64')}`,
    );
    expect(Number(headers['webhook-timestamp'])).toBe(T0.getTime() / 1000);

    const { delivery: stored, attempts } = await getDeliveryWithAttempts(db, testScope(organizationId), delivery.id);
    expect(stored).toMatchObject({ status: 'delivered', attemptCount: 1, lastStatusCode: 200, deliveredAt: T0 });
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ statusCode: 200, error: null, responseExcerpt: 'ok' });
  });

  it('signs payin and payout callbacks with their own header', async () => {
    const hook = await receiver();
    await enqueueWebhook(
      db,
      webhook(hook.url, {
        eventKind: 'payin.status_changed',
        resourceType: 'payin',
        resourceId: 7,
        signature: { kind: 'payin', fields: { id: 7, hash: 'abc', amount: 1500 } },
      }),
    );
    await enqueueWebhook(
      db,
      webhook(hook.url, {
        eventKind: 'payout.status_changed',
        resourceType: 'payout',
        resourceId: 3,
        signature: { kind: 'payout', fields: { invoice: 'INV-1', currency: 'BRL', amount: '10.00' } },
      }),
    );
    await runAt(T0);
    const signatures = hook.received.map((request) => request.headers['x-webhook-wp-signature']).sort();
    expect(signatures).toEqual(
      [`Bearer ${sha256hex(`7abc1500${demoStoreKey}`)}`, `Bearer ${sha256hex(`INV-1BRL10.00${demoStoreKey}`)}`].sort(),
    );
    expect(hook.received.every((request) => request.headers.authorization === undefined)).toBe(true);
  });

  it('sends nothing when the transaction that wrote it rolls back', async () => {
    const hook = await receiver();
    await expect(
      db.transaction(async (tx) => {
        await enqueueWebhook(tx, webhook(hook.url));
        throw new Error('state change failed');
      }),
    ).rejects.toThrow('state change failed');
    expect(await db.select().from(webhookDeliveries)).toHaveLength(0);
    expect(await db.select().from(jobs)).toHaveLength(0);
    await runAt(after(60_000));
    expect(hook.received).toHaveLength(0);
  });

  it("signs with the organization's newest active key once the creating key is revoked", async () => {
    const hook = await receiver();
    const creator = await createApiKey(db, {
      organizationId,
      name: 'creator',
      mode: 'test',
      actor: { userId: null, apiKeyId: null },
    });
    const delivery = await enqueueWebhook(db, webhook(hook.url, { apiKeyId: creator.record.id }));
    await revokeApiKey(db, organizationId, creator.record.id, { userId: null, apiKeyId: null }, T0);
    const newest = await createApiKey(db, {
      organizationId,
      name: 'newest',
      mode: 'test',
      actor: { userId: null, apiKeyId: null },
    });
    await runAt(T0);
    expect(hook.received[0]?.headers.authorization).toBe(`Bearer ${sha256hex(delivery.body + newest.plaintext)}`);
  });

  it('falls back to a key of the event’s own mode: a live event is not signed with a newer test key', async () => {
    const hook = await receiver();
    const actor = { userId: null, apiKeyId: null };
    const liveKey = await createApiKey(db, { organizationId, name: 'live', mode: 'live', actor });
    await createApiKey(db, { organizationId, name: 'newer test', mode: 'test', actor });
    const delivery = await enqueueWebhook(db, webhook(hook.url, { livemode: true, apiKeyId: null }));
    expect(delivery.livemode).toBe(true);
    await runAt(T0);
    expect(hook.received[0]?.headers.authorization).toBe(`Bearer ${sha256hex(delivery.body + liveKey.plaintext)}`);
  });

  it('resends with the same webhook-id and logs the new attempt', async () => {
    const hook = await receiver();
    const delivery = await enqueueWebhook(db, webhook(hook.url));
    await runAt(T0);
    await resendDelivery(
      db,
      testScope(organizationId),
      delivery.id,
      { userId: null, apiKeyId: apiKeyId },
      after(1_000),
    );
    await runAt(after(1_000));
    expect(hook.received.map((request) => request.headers['webhook-id'])).toEqual([delivery.eventId, delivery.eventId]);
    expect(await attemptsOf(delivery.id)).toHaveLength(2);
  });

  it('refuses loopback and private targets unless WEBHOOK_ALLOW_PRIVATE=1', async () => {
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    const hook = await receiver();
    const port = new URL(hook.url).port;
    const literal = await enqueueWebhook(db, webhook(hook.url));
    const byName = await enqueueWebhook(db, webhook(`http://localhost:${port}/hooks`));
    const decimal = await enqueueWebhook(db, webhook(`http://2130706433:${port}/hooks`));
    await runAt(T0);
    expect(hook.received).toHaveLength(0);
    for (const delivery of [literal, byName, decimal]) {
      const attempt = theRow(await attemptsOf(delivery.id), 'query');
      expect(attempt.error).toMatch(/^refused/);
    }
  });
});
