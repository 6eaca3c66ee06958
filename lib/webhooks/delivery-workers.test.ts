import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { theRow } from '@/db/rows';
import { jobs, webhookDeliveries } from '@/db/schema';
import { jobHandlers } from '@/lib/jobs/handlers';
import { runDueJobs } from '@/lib/jobs/service';
import { startWorker } from '@/lib/jobs/worker';
import { freshTestDb } from '@/test/db';
import { startReceiver } from '@/test/receiver';
import { closeReceivers, db, receiver, receivers, startDeliveryTest, T0, webhook } from '@/test/webhook-deliveries';
import { enqueueWebhook, enqueueWebhooks } from './service';

beforeEach(async () => {
  await startDeliveryTest(await freshTestDb());
});
afterEach(closeReceivers);

describe('webhook delivery', () => {
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
});

describe('a slow receiver', () => {
  // Latency is measured on the real clock: on PGlite every query of every delivery shares one connection, so the
  // figures would measure that connection instead of the worker. Real Postgres only.
  it.skipIf(!process.env.DATABASE_URL)(
    'does not delay deliveries to other receivers',
    { timeout: 30_000 },
    async () => {
      const slow = await receiver(...Array.from({ length: 8 }, () => ({ status: 200, delayMs: 2_000 })));
      // When each event reached the fast receiver, by its resource.
      const arrivedAt = new Map<string, number>();
      const fast = await startReceiver((request) => {
        arrivedAt.set((JSON.parse(request.body) as { id: string }).id, Date.now());
        return { status: 200 };
      });
      receivers.push(fast);
      const stop = startWorker({ db, handlers: jobHandlers });
      try {
        // The slow receiver's backlog first, then a change for the fast one every 100 ms while it is being answered.
        await enqueueWebhooks(
          db,
          Array.from({ length: 8 }, (_, i) => webhook(slow.url, { resourceId: `slow-${i}`, now: new Date() })),
        );
        const enqueuedAt = new Map<string, number>();
        for (let i = 0; i < 20; i++) {
          const id = `fast-${i}`;
          await enqueueWebhook(db, webhook(fast.url, { resourceId: id, payload: { id }, now: new Date() }));
          enqueuedAt.set(id, Date.now());
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const deadline = Date.now() + 5_000;
        while (arrivedAt.size < 20 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
        const latencies = [...enqueuedAt].map(([id, at]) => (arrivedAt.get(id) ?? Infinity) - at);
        // Each answer of the slow receiver takes 2 s; a delivery queued behind one would wait that long.
        expect(Math.max(...latencies)).toBeLessThan(1_000);
        expect(slow.received.length).toBeGreaterThan(0);
      } finally {
        await stop();
      }
    },
  );
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
