/**
 * The README's performance table: webhook delivery latency, from the commit of a change to the arrival of its
 * callback at a local receiver, at RATE (200) changes a second for DURATION (45) seconds, with two worker processes
 * (`npm run worker`) against real Postgres. The bar: p50 ≤ 300 ms, p99 ≤ 1 s.
 *
 *   npx tsx bench/webhook-delivery.ts
 *
 * Each change is a payin charge's update (its row locked, as a status change takes it) and its callback, enqueued in
 * the same transaction (lib/payin/callbacks.ts), to one of five receivers on 3345–3349 (so no host reaches the
 * 50 a second one worker process may start to it). The latency is taken from the moment the change's transaction
 * began (its connection in hand), so it is an upper bound on commit-to-arrival. The first WARMUP (5) seconds are not counted. It also checks
 * that every callback arrived and that each charge's callbacks arrived in the order of its changes.
 * Its database, `<name>_webhooks` beside BENCH_DATABASE_URL's (default the server's `postgres`), is made afresh, seeded with the demo data, and its charges
 * copied by SQL up to RESOURCES (2,000), so one charge changes every 10 s or so.
 */
import http from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { elementAt } from '@/lib/arrays';
import { scratchDatabase, startProcess, type GroupProcess } from './support';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rate = Number(process.env.RATE ?? 200);
const duration = Number(process.env.DURATION ?? 45);
const warmup = Number(process.env.WARMUP ?? 5);
const PORTS = [3345, 3346, 3347, 3348, 3349];

const databaseUrl = await scratchDatabase(baseUrl, 'webhooks');
process.env.DATABASE_URL = databaseUrl;
// Enough connections for the changes that wait on Postgres at 200 a second on a busy machine.
process.env.DB_POOL_MAX ??= '30';
const { getDb, closeDb } = await import('@/db/client');
const { payinCharges } = await import('@/db/schema');
const { enqueueChargeCallback } = await import('@/lib/payin/callbacks');
const { microIso } = await import('@/lib/dates');
const { eq, sql } = await import('drizzle-orm');
const db = await getDb();

// Receivers: the first arrival of each event, by the charge's id and the change's number (in `updated_at`).
const began = new Map<string, number>();
const arrived = new Map<string, number>();
const order = new Map<number, number>();
let outOfOrder = 0;
const servers = PORTS.map((port) =>
  http
    .createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const at = performance.now();
        const { id, updated_at: change } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          id: number;
          updated_at: string;
        };
        const key = `${id}@${change}`;
        if (!arrived.has(key)) {
          arrived.set(key, at);
          const stamp = Date.parse(change);
          if (stamp < (order.get(id) ?? 0)) outOfOrder++;
          order.set(id, stamp);
        }
        res.writeHead(200).end('ok');
      });
    })
    .listen(port, '127.0.0.1'),
);

// The demo's charges, copied (new hash and invoice) up to RESOURCES: at 200 changes a second over a few dozen charges,
// each would change every few hundred milliseconds and the changes would queue on its row lock.
const resources = Number(process.env.RESOURCES ?? 2_000);
const columns = sql.raw(
  'organization_id, merchant_account_id, api_key_id, our_number, notification_url, payment_method, amount, markup_amount, paid_amount, currency, country, description, buyer, buyer_document, originator_legal_entity, boleto, pix, markup, markup_rule_id, status_id, substatus, expires_at, created_at, updated_at, livemode',
);
await db.execute(sql`
  insert into payin_charges (hash, invoice, ${columns})
  select md5(random()::text || c.id || copy), 'bench-' || c.id || '-' || copy, ${columns}
  from payin_charges c, generate_series(1, ${resources}::int / (select count(*)::int from payin_charges)) copy`);
const charges = (
  await db.select({ id: payinCharges.id }).from(payinCharges).orderBy(payinCharges.id).limit(resources)
).map((row) => row.id);

const workers: GroupProcess[] = [1, 2].map((n) =>
  startProcess(
    'npx',
    ['tsx', 'scripts/worker.ts'],
    { DATABASE_URL: databaseUrl, WEBHOOK_ALLOW_PRIVATE: '1' },
    {
      logFile: `/tmp/webhook-bench-worker-${n}.log`,
    },
  ),
);

// Detached, the workers would outlive a bench that fails.
process.once('exit', () => {
  for (const worker of workers) worker.kill('SIGKILL');
});

/** One change: the charge's row updated and locked, its callback enqueued in the same transaction. */
async function change(n: number): Promise<void> {
  const index = n % charges.length;
  const chargeId = elementAt(charges, index, 'charges');
  // A charge has one notification URL; the charges are spread over the receivers.
  const url = `http://127.0.0.1:${elementAt(PORTS, index % PORTS.length, 'ports')}/hooks`;
  await db.transaction(async (tx) => {
    // Taken once the transaction has its connection, so a wait for the pool is not counted.
    const start = performance.now();
    const now = new Date();
    const [charge] = await tx
      .update(payinCharges)
      .set({
        updatedAt: sql`greatest(${payinCharges.updatedAt} + interval '1 millisecond', ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(payinCharges.id, chargeId))
      .returning();
    await enqueueChargeCallback(tx, { ...charge!, notificationUrl: url }, now);
    began.set(`${chargeId}@${microIso(charge!.updatedAt)}`, start);
  });
}

// Waits until the workers deliver a first change to each receiver, then a little for the slower one to start.
for (let n = 0; n < PORTS.length; n++) await change(n);
while (arrived.size < PORTS.length) await new Promise((resolve) => setTimeout(resolve, 100));
await new Promise((resolve) => setTimeout(resolve, 3_000));
began.clear();
arrived.clear();
const loadBefore = loadavg();
console.log(`webhook delivery: ${rate} changes/s for ${duration} s (first ${warmup} s not counted), 2 workers`);
const total = rate * duration;
const t0 = performance.now();
const writes: Promise<void>[] = [];
for (let n = 0; n < total; n++) {
  const due = t0 + (n * 1_000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  writes.push(change(n));
}
await Promise.all(writes);
const produceSeconds = (performance.now() - t0) / 1_000;
const deadline = performance.now() + 30_000;
while (arrived.size < began.size && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
const loadAfter = loadavg();

const warmupEnd = t0 + warmup * 1_000;
const latencies: number[] = [];
for (const [key, start] of began) {
  if (start < warmupEnd) continue;
  const at = arrived.get(key);
  if (at !== undefined) latencies.push(at - start);
}
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  elementAt(latencies, Math.min(latencies.length - 1, Math.floor(latencies.length * p)), 'latencies');
const ms = (value: number) => `${Math.round(value)} ms`;
console.log(`produced ${total} changes in ${produceSeconds.toFixed(1)} s (${(total / produceSeconds).toFixed(0)}/s)`);
console.log(
  `arrived ${arrived.size} of ${began.size}; missing ${began.size - arrived.size}; out of order ${outOfOrder}`,
);
console.log(
  `latency over ${latencies.length} counted: p50 ${ms(pct(0.5))}, p90 ${ms(pct(0.9))}, p99 ${ms(pct(0.99))}, max ${ms(latencies.at(-1) ?? 0)}`,
);
console.log(
  `load average before ${loadBefore.map((v) => v.toFixed(1)).join(' ')}, after ${loadAfter.map((v) => v.toFixed(1)).join(' ')}`,
);
console.log(`bar p50 ≤ 300 ms, p99 ≤ 1000 ms: ${pct(0.5) <= 300 && pct(0.99) <= 1_000 ? 'meets' : 'misses'}`);

for (const worker of workers) worker.kill();
await Promise.all(workers.map((worker) => worker.exited));
for (const server of servers) server.close();
await closeDb();
process.exit(0);
