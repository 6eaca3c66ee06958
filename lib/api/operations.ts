import { getDb } from '@/db/client';
import { missingMigrations, poolUse } from '@/db/health';
import { jobQueueDepth } from '@/lib/jobs/queue-depth';
import { logger } from '@/lib/logger';
import { metrics, setScrapedGauges } from '@/lib/metrics';
import { isMetricsToken, metricsTokenConfigured } from '@/lib/secrets/metrics-token';
import { isDraining } from '@/lib/draining';
import { json } from './errors';

/**
 * The operators' endpoints (README, runbook): /api/health, /api/ready and /api/metrics. Outside withAuth on purpose:
 * no API key, no rate limit (a load balancer polls them), never cached.
 */

const NO_STORE = { 'cache-control': 'no-store' };
/** A probe waits no longer than this for the database: a load balancer's own timeout is a few seconds. */
const READY_TIMEOUT_MS = 2_000;

/** Liveness: the process answers. No database call, so a database outage does not get every instance restarted. */
export const liveness = (): Response => json({ status: 'ok' }, 200, NO_STORE);

type Readiness =
  | { status: 'ready' }
  | { status: 'draining' | 'database_unavailable' }
  | { status: 'migrations_pending'; pending: string[] };

async function checkDatabase(): Promise<Readiness> {
  const pending = await missingMigrations(await getDb());
  return pending.length > 0 ? { status: 'migrations_pending', pending } : { status: 'ready' };
}

/** Readiness: 200 when the database answers with every migration applied; 503 otherwise, and while shutting down. */
export async function readiness(): Promise<Response> {
  if (isDraining()) return json({ status: 'draining' }, 503, NO_STORE);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  const answer = await Promise.race([checkDatabase(), timedOut])
    .catch((error: unknown): Readiness => {
      logger.warn({ err: error }, 'readiness: the database did not answer');
      return { status: 'database_unavailable' };
    })
    .finally(() => clearTimeout(timer));
  return json(answer, answer.status === 'ready' ? 200 : 503, NO_STORE);
}

/**
 * Prometheus text (lib/metrics.ts) for a bearer of METRICS_TOKEN. Without the token configured the endpoint does
 * not exist (404, like any unknown API path); a missing or wrong token is a 401.
 */
export async function metricsResponse(req: Request): Promise<Response> {
  if (!metricsTokenConfigured()) return json({ message: 'Not Found.' }, 404, NO_STORE);
  const bearer = /^Bearer (.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]?.trim();
  if (!bearer || !isMetricsToken(bearer))
    return json({ message: 'Unauthenticated.' }, 401, { ...NO_STORE, 'www-authenticate': 'Bearer' });
  const scraped = await getDb()
    .then(async (db) => ({ queue: await jobQueueDepth(db, new Date()), pool: await poolUse(db) }))
    .catch((error: unknown) => {
      logger.warn({ err: error }, 'metrics: the database did not answer');
      return null;
    });
  setScrapedGauges(scraped);
  const { registry } = metrics();
  return new Response(await registry.metrics(), { headers: { 'content-type': registry.contentType, ...NO_STORE } });
}
