import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (GET /api/metrics). One registry per process, on globalThis because Next bundles
 * route handlers apart and each bundle would otherwise count into its own. Counters and the histogram count what this
 * process saw; the job and pool gauges are read from the database when scraped (setScrapedGauges).
 */
type Metrics = ReturnType<typeof createMetrics>;

function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    requestSeconds: new Histogram({
      name: 'payrail_http_request_duration_seconds',
      help: 'Latency of every HTTP request this process answered, by route pattern (never the raw path; unmatched when no route serves it), method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    deliveryAttempts: new Counter({
      name: 'payrail_webhook_delivery_attempts_total',
      help: 'Webhook delivery attempts made by this process, by outcome: delivered, retrying, failed (given up).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    jobs: new Gauge({
      name: 'payrail_jobs',
      help: 'Jobs in the queue by kind and state: due (pending, run_at reached), scheduled (pending, later), running.',
      labelNames: ['kind', 'state'] as const,
      registers,
    }),
    oldestDueSeconds: new Gauge({
      name: 'payrail_job_oldest_due_seconds',
      help: 'Age of the oldest due job of each kind (now − run_at): how far behind the workers are.',
      labelNames: ['kind'] as const,
      registers,
    }),
    databaseUp: new Gauge({
      name: 'payrail_db_up',
      help: 'Whether the database answered this scrape (1) or not (0, and the job and pool gauges are absent).',
      registers,
    }),
    poolMax: new Gauge({
      name: 'payrail_db_pool_max',
      help: "This process's database pool size (DB_POOL_MAX).",
      registers,
    }),
    poolConnections: new Gauge({
      name: 'payrail_db_pool_connections',
      help: "This process's open database connections by state (pg_stat_activity: active, idle, idle in transaction).",
      labelNames: ['state'] as const,
      registers,
    }),
  };
}

const globalForMetrics = globalThis as unknown as { payrailMetrics?: Metrics };

export const metrics = (): Metrics => (globalForMetrics.payrailMetrics ??= createMetrics());

export type JobQueueRow = { kind: string; due: number; scheduled: number; running: number; oldestDueSeconds: number };
export type PoolUse = { max: number; connections: { state: string; count: number }[] };

/**
 * The gauges read at scrape time, or null when the database did not answer; kinds and states absent now are dropped,
 * not left at their last value.
 */
export function setScrapedGauges(scraped: { queue: JobQueueRow[]; pool: PoolUse | null } | null): void {
  const { jobs, oldestDueSeconds, databaseUp, poolMax, poolConnections } = metrics();
  jobs.reset();
  oldestDueSeconds.reset();
  poolConnections.reset();
  databaseUp.set(scraped ? 1 : 0);
  if (!scraped) return;
  const { queue, pool } = scraped;
  for (const row of queue) {
    jobs.set({ kind: row.kind, state: 'due' }, row.due);
    jobs.set({ kind: row.kind, state: 'scheduled' }, row.scheduled);
    jobs.set({ kind: row.kind, state: 'running' }, row.running);
    oldestDueSeconds.set({ kind: row.kind }, row.oldestDueSeconds);
  }
  if (pool) {
    poolMax.set(pool.max);
    for (const { state, count } of pool.connections) poolConnections.set({ state }, count);
  }
}
