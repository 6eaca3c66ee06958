import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { listen, type Db } from '@/db/client';
import type { Job } from '@/db/schema';
import { purgeExpiredSessions } from '@/lib/accounts/sessions';
import { purgeExpiredIdempotencyKeys } from '@/lib/idempotency/service';
import { systemClock, type Clock } from '@/lib/clock';
import { workerConcurrency } from '@/lib/config';
import { logger } from '@/lib/logger';
import { releaseClaimedJobs } from './release';
import { claimDueJobs, runClaimedJob, type JobHandlers } from './service';

const PURGE_EVERY_MS = 10 * 60_000;

/** The channel a trigger on `jobs` notifies after every insert (db/migrations/0013_job_order.sql). */
const JOBS_CHANNEL = 'jobs';
/**
 * The least time between two claims. At 200 enqueues a second every notification would cost each worker a claim;
 * gathered over a few milliseconds, one claim takes what several notified, for a few milliseconds of latency.
 */
const CLAIM_GAP_MS = 10;

/**
 * Stops the worker: it claims nothing more and gives its jobs in flight up to `withinMs` to end, then hands back
 * (releaseClaimedJobs) every job it still holds. Resolves with how many it released.
 */
export type StopWorker = (options?: { withinMs?: number }) => Promise<{ released: number }>;

type WorkerOptions = { db: Db; handlers: JobHandlers; clock?: Clock; pollMs?: number; concurrency?: number };

/**
 * Runs due jobs until stopped, up to `concurrency` at once, so a slow one (a receiver taking seconds to answer)
 * holds one slot and not the jobs behind it. It claims when a slot is free and something wakes it: a notification
 * that a job was enqueued, one of its own jobs ending (which may free the next job of that job's order key), or the
 * poll every `pollMs`, which alone still finds every due job when a notification is lost or the channel is down.
 * Returns the stop function.
 */
export function startWorker({
  db,
  handlers,
  clock = systemClock,
  pollMs = 1_000,
  concurrency = workerConcurrency(),
}: WorkerOptions): StopWorker {
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let running = true;
  let lastPurge = 0;
  const inFlight = new Set<Promise<void>>();

  // A wake that comes while the loop is claiming is kept, so the loop claims again instead of sleeping.
  let woken = false;
  let endSleep: (() => void) | undefined;
  const wake = () => {
    woken = true;
    endSleep?.();
  };
  const sleep = async () => {
    if (!woken) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        endSleep = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    woken = false;
    endSleep = undefined;
  };

  const start = (job: Job, now: Date) => {
    const run = runClaimedJob(db, handlers, job, { now, workerId })
      .then((outcome) => logger.debug({ workerId, jobId: job.id, kind: job.kind, outcome }, 'job run'))
      .catch((error: unknown) => logger.error({ err: error, workerId, jobId: job.id }, 'job outcome not recorded'))
      .finally(() => {
        inFlight.delete(run);
        wake();
      });
    inFlight.add(run);
  };

  const loop = (async () => {
    logger.info({ workerId, concurrency }, 'worker started');
    const unlisten = await listen(JOBS_CHANNEL, wake).catch((error: unknown) => {
      logger.warn({ err: error, workerId }, 'no job notifications: polling only');
      return undefined;
    });
    while (running) {
      try {
        const now = clock();
        if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
          await purgeExpiredIdempotencyKeys(db, now);
          await purgeExpiredSessions(db, now);
          lastPurge = now.getTime();
        }
        const free = concurrency - inFlight.size;
        if (free > 0) for (const job of await claimDueJobs(db, { now, workerId, limit: free })) start(job, now);
      } catch (error) {
        logger.error({ err: error, workerId }, 'worker claim failed');
      }
      const claimedAt = Date.now();
      await sleep();
      const gap = claimedAt + CLAIM_GAP_MS - Date.now();
      if (gap > 0 && running) await new Promise((resolve) => setTimeout(resolve, gap));
    }
    await Promise.all(inFlight);
    await unlisten?.().catch(() => undefined);
  })();

  return async ({ withinMs = Infinity } = {}) => {
    running = false;
    wake();
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      loop.then(() => true),
      new Promise<false>((resolve) => {
        if (Number.isFinite(withinMs)) timer = setTimeout(() => resolve(false), withinMs);
      }),
    ]);
    clearTimeout(timer);
    const released = await releaseClaimedJobs(db, workerId, clock());
    logger.info({ workerId, released, finishedInTime: finished }, 'worker stopped');
    return { released };
  };
}
