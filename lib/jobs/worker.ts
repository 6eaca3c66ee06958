import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { purgeExpiredSessions } from '@/lib/accounts/sessions';
import { purgeExpiredIdempotencyKeys } from '@/lib/idempotency/service';
import { systemClock, type Clock } from '@/lib/clock';
import { logger } from '@/lib/logger';
import { releaseClaimedJobs } from './release';
import { runDueJobs, type JobHandlers } from './service';

const PURGE_EVERY_MS = 10 * 60_000;

type WorkerOptions = { db: Db; handlers: JobHandlers; clock?: Clock; pollMs?: number };

/**
 * Stops the worker: it claims nothing more, gives the job in hand up to `withinMs` to finish, then hands back
 * (releaseClaimedJobs) every job it claimed and did not finish. Resolves with how many it released.
 */
export type StopWorker = (options?: { withinMs?: number }) => Promise<{ released: number }>;

/** Polls for due jobs until stopped; returns the stop function. */
export function startWorker({ db, handlers, clock = systemClock, pollMs = 1_000 }: WorkerOptions): StopWorker {
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const stopping = new AbortController();
  let lastPurge = 0;
  let wake: (() => void) | undefined;

  const loop = (async () => {
    logger.info({ workerId }, 'worker started');
    while (!stopping.signal.aborted) {
      try {
        const now = clock();
        if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
          await purgeExpiredIdempotencyKeys(db, now);
          await purgeExpiredSessions(db, now);
          lastPurge = now.getTime();
        }
        const summary = await runDueJobs(db, handlers, { now, workerId, signal: stopping.signal });
        if (summary.done + summary.retried + summary.failed + summary.postponed > 0) {
          logger.info({ workerId, ...summary }, 'jobs run');
          continue;
        }
      } catch (error) {
        logger.error({ err: error, workerId }, 'worker batch failed');
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, pollMs);
      });
    }
  })();

  return async ({ withinMs = Infinity } = {}) => {
    stopping.abort();
    wake?.();
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
