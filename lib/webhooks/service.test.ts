import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { jobs, webhookAttempts, webhookDeliveries } from '@/db/schema';
import { demoAccess } from '@/scripts/seed/demo';
import { authenticateApiKey, createApiKey, revokeApiKey } from '@/lib/accounts/api-keys';
import { jobHandlers } from '@/lib/jobs/handlers';
import { runDueJobs } from '@/lib/jobs/service';
import { freshTestDb } from '@/test/db';
import { startReceiver } from '@/test/receiver';
import { getDeliveryWithAttempts } from './queries';
import { resendDelivery } from './resend';
import { enqueueWebhook, enqueueWebhooks, type NewWebhook } from './service';
import { testScope } from '@/lib/livemode';
import { theRow } from '@/db/rows';
import { elementAt } from '@/lib/arrays';

let db: Db;
let organizationId: number;
let apiKeyId: number;
const { demoStoreKey } = demoAccess();
const receivers: { close: () => Promise<void> }[] = [];
const T0 = new Date('2026-06-01T12:00:00Z');
const after = (ms: number) => new Date(T0.getTime() + ms);

beforeEach(async () => {
  db = await freshTestDb();
  const key = (await authenticateApiKey(db, demoStoreKey, T0))!;
  organizationId = key.organizationId;
  apiKeyId = key.id;
  process.env.WEBHOOK_ALLOW_PRIVATE = '1';
  delete process.env.WEBHOOK_TIMEOUT_MS;
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

async function receiver(...script: Parameters<typeof startReceiver>[0] & object[]) {
  const started = await startReceiver(script);
  receivers.push(started);
  return started;
}

function webhook(url: string, overrides: Partial<NewWebhook> = {}): NewWebhook {
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

const runAt = (now: Date, workerId = 'w1') => runDueJobs(db, jobHandlers, { now, workerId });
const sha256hex = (text: string) => createHash('sha256').update(text).digest('hex');

async function attemptsOf(deliveryId: number) {
  return db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId));
}

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
        signature: { kind: 'payin', fields: { id: 7, hash: 'abc', amount: 1500 } },
      }),
    );
    await enqueueWebhook(
      db,
      webhook(hook.url, {
        eventKind: 'payout.status_changed',
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

  it('never sends one attempt twice when two workers run at once', async () => {
    const hook = await receiver();
    for (let i = 0; i < 20; i++) await enqueueWebhook(db, webhook(hook.url, { resourceId: `r${i}` }));
    // A claim can come back empty while the other worker holds the rows; like a real worker, pause and poll again
    // until nothing is left (the pause also lets the other worker's HTTP exchange progress on PGlite's one connection).
    const drain = async (workerId: string) => {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const summary = await runDueJobs(db, jobHandlers, { now: T0, workerId, limit: 3 });
        if (summary.done + summary.retried + summary.failed > 0) continue;
        const waiting = await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(inArray(jobs.status, ['pending', 'running']));
        if (waiting.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await Promise.all([drain('worker-a'), drain('worker-b')]);
    const ids = hook.received.map((request) => request.headers['webhook-id']);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
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

describe('crash recovery', () => {
  const workers: ChildProcess[] = [];
  afterEach(() => {
    // Each worker is the leader of its own process group (npx → tsx → node): kill the whole group.
    for (const worker of workers.splice(0)) {
      try {
        process.kill(-worker.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });

  function startWorkerProcess(): ChildProcess {
    const worker = spawn('npx', ['tsx', 'scripts/worker.ts'], {
      env: { ...process.env, WEBHOOK_ALLOW_PRIVATE: '1', JOB_LEASE_MS: '1000', LOG_LEVEL: 'silent' },
      stdio: 'ignore',
      detached: true,
    });
    workers.push(worker);
    return worker;
  }

  async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  // A worker process needs a database it can share: real Postgres only.
  it.skipIf(!process.env.DATABASE_URL)(
    'delivers after the worker is killed mid-send and another starts',
    { timeout: 60_000 },
    async () => {
      const hook = await receiver({ status: 200, delayMs: 60_000 });
      const delivery = await enqueueWebhook(db, webhook(hook.url));

      const first = startWorkerProcess();
      await waitFor(() => hook.received.length === 1);
      process.kill(-first.pid!, 'SIGKILL');

      startWorkerProcess();
      await waitFor(async () => {
        const stored = theRow(
          await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id)),
          'select from webhookDeliveries',
        );
        return stored.status === 'delivered';
      });
      expect(hook.received).toHaveLength(2);
      expect(hook.received[1]?.headers['webhook-id']).toBe(delivery.eventId);
    },
  );
});

describe('delivery limits per receiving host', () => {
  afterEach(() => {
    delete process.env.WEBHOOK_HOST_CONCURRENCY;
    delete process.env.WEBHOOK_HOST_RATE;
  });

  it('keeps concurrent and per-second deliveries to one host within the limits, postponing without spending attempts', async () => {
    process.env.WEBHOOK_HOST_CONCURRENCY = '2';
    process.env.WEBHOOK_HOST_RATE = '5';
    // A receiver that counts the requests it is answering at once, and when each one started.
    let inFlight = 0;
    let maxInFlight = 0;
    const startedAt: number[] = [];
    const server = http.createServer((req, res) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      startedAt.push(Date.now());
      req.resume();
      setTimeout(() => {
        inFlight--;
        res.writeHead(200).end('ok');
      }, 150);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receivers.push({ close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    const deliveries = await enqueueWebhooks(
      db,
      Array.from({ length: 12 }, (_, i) => webhook(url, { resourceId: `r${i}` })),
    );

    // Four worker loops in this process, on the real clock, as a busy worker would run them.
    const drain = async (workerId: string) => {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const summary = await runDueJobs(db, jobHandlers, { now: new Date(), workerId, limit: 3 });
        if (summary.done + summary.retried + summary.failed > 0) continue;
        const waiting = await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(inArray(jobs.status, ['pending', 'running']));
        if (waiting.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await Promise.all(['a', 'b', 'c', 'd'].map((worker) => drain(`worker-${worker}`)));

    expect(startedAt).toHaveLength(12);
    expect(maxInFlight).toBeLessThanOrEqual(2);
    // The limiter counts when a request leaves; the receiver sees it a few milliseconds later, more or less.
    const mostInOneSecond = Math.max(
      ...startedAt.map((start) => startedAt.filter((at) => at >= start && at < start + 950).length),
    );
    expect(mostInOneSecond).toBeLessThanOrEqual(5);
    const rows = await db
      .select()
      .from(webhookDeliveries)
      .where(
        inArray(
          webhookDeliveries.id,
          deliveries.map((delivery) => delivery.id),
        ),
      );
    expect(rows.map((row) => [row.status, row.attemptCount])).toEqual(rows.map(() => ['delivered', 1]));
    const deliveryJobs = await db.select().from(jobs);
    expect(deliveryJobs.map((job) => [job.status, job.attempts])).toEqual(deliveryJobs.map(() => ['done', 1]));
  }, 30_000);
});
