import { inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '@/db/schema';
import { jobHandlers } from '@/lib/jobs/handlers';
import { startWorker } from '@/lib/jobs/worker';
import { freshTestDb } from '@/test/db';
import { startReceiver, type Answer, type Received } from '@/test/receiver';
import { closeReceivers, db, receivers, startDeliveryTest, T0, webhook } from '@/test/webhook-deliveries';
import { enqueueWebhook } from './service';

beforeEach(async () => {
  await startDeliveryTest(await freshTestDb());
  process.env.WEBHOOK_HOST_RATE = '10000';
  process.env.WEBHOOK_HOST_CONCURRENCY = '16';
  // The queue's clock runs fast (below): a lease of a day on it is 24 real seconds, so no job is taken over mid-send.
  process.env.JOB_LEASE_MS = String(86_400_000);
});
afterEach(async () => {
  delete process.env.WEBHOOK_HOST_RATE;
  delete process.env.WEBHOOK_HOST_CONCURRENCY;
  delete process.env.JOB_LEASE_MS;
  await closeReceivers();
});

/** A small seeded generator (mulberry32), so a failing run can be run again as it was. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Change = { resource: string; seq: number };
const changeOf = (request: Received) => JSON.parse(request.body) as Change;

describe('delivery order per resource and receiver', () => {
  // Several workers share one database: real Postgres only (PGlite has one connection, so nothing would race).
  it.skipIf(!process.env.DATABASE_URL)(
    'sends no change of a resource to a receiver before the earlier one was delivered or given up, with many changes racing',
    { timeout: 120_000 },
    async () => {
      const seed = Number(process.env.ORDER_TEST_SEED ?? Date.now() % 100_000);
      const next = random(seed);
      // Each event's fate is drawn when it first arrives: answered at once, after one or two 500s, slowly, or 410.
      const fates = new Map<string, Answer[]>();
      const answer = (request: Received): Answer => {
        const id = String(request.headers['webhook-id']);
        if (!fates.has(id)) {
          const draw = next();
          fates.set(
            id,
            draw < 0.55
              ? []
              : draw < 0.75
                ? [{ status: 500 }]
                : draw < 0.85
                  ? [{ status: 503 }, { status: 500 }]
                  : draw < 0.93
                    ? [{ status: 200, delayMs: 30 + Math.floor(next() * 100) }]
                    : [{ status: 410 }],
          );
        }
        return fates.get(id)!.shift() ?? { status: 200 };
      };
      const hooks = await Promise.all([0, 1, 2].map(() => startReceiver(answer)));
      receivers.push(...hooks);

      // The queue's clock runs an hour per real second, so the retries (5 s, 1 min, 5 min …) come within the test.
      const started = Date.now();
      const clock = () => new Date(T0.getTime() + (Date.now() - started) * 3_600);
      const stops = [0, 1, 2, 3].map(() =>
        startWorker({ db, handlers: jobHandlers, clock, pollMs: 25, concurrency: 6 }),
      );

      // 40 resources, each changing 6 times, one change after the other as row locks make them; the resources race.
      // Each resource notifies one receiver, or two (a payin's own URL and, say, a platform's).
      const resources = Array.from({ length: 40 }, (_, i) => ({
        name: `r${i}`,
        urls: i % 4 === 0 ? [hooks[i % 3]!.url, hooks[(i + 1) % 3]!.url] : [hooks[i % 3]!.url],
      }));
      const enqueued: number[] = [];
      await Promise.all(
        resources.map(async ({ name, urls }) => {
          for (let seq = 1; seq <= 6; seq++) {
            await new Promise((resolve) => setTimeout(resolve, Math.floor(next() * 40)));
            await db.transaction(async (tx) => {
              for (const url of urls) {
                const delivery = await enqueueWebhook(
                  tx,
                  webhook(url, {
                    resourceType: 'payin',
                    resourceId: name,
                    payload: { resource: name, seq },
                    now: clock(),
                  }),
                );
                enqueued.push(delivery.id);
              }
            });
          }
        }),
      );

      const pending = async () =>
        (
          await db
            .select({ id: webhookDeliveries.id })
            .from(webhookDeliveries)
            .where(inArray(webhookDeliveries.status, ['pending']))
        ).length;
      const deadline = Date.now() + 60_000;
      while ((await pending()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      await Promise.all(stops.map((stop) => stop()));

      expect(enqueued).toHaveLength(50 * 6);
      for (const hook of hooks) {
        // Every attempt at this receiver, in the order they arrived, by resource: the changes never go back.
        const seen = new Map<string, number[]>();
        for (const request of hook.received) {
          const { resource, seq } = changeOf(request);
          seen.set(resource, [...(seen.get(resource) ?? []), seq]);
        }
        for (const [resource, seqs] of seen) {
          const sorted = [...seqs].sort((a, b) => a - b);
          expect(seqs, `${resource} at ${hook.url} (seed ${seed})`).toEqual(sorted);
          expect(new Set(seqs), `${resource} at ${hook.url}`).toEqual(new Set([1, 2, 3, 4, 5, 6]));
        }
      }
      expect(await pending(), `deliveries left pending (seed ${seed})`).toBe(0);
      const outcomes = await db
        .select({ status: webhookDeliveries.status })
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.id, enqueued));
      expect(outcomes.filter((row) => row.status === 'failed').length).toBeGreaterThan(0);
      expect(outcomes.filter((row) => row.status === 'delivered').length).toBeGreaterThan(200);
    },
  );
});
