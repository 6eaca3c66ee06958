import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { purgeExpiredSessions } from '@/lib/accounts/sessions';
import { purgeExpiredIdempotencyKeys } from '@/lib/idempotency/service';
import { systemClock, type Clock } from '@/lib/clock';
import { logger } from '@/lib/logger';
import { runDueJobs, type JobHandlers } from './service';

const PURGE_EVERY_MS = 10 * 60_000;

type WorkerOptions = { db: Db; handlers: JobHandlers; clock?: Clock; pollMs?: number };

/** Polls for due jobs until stopped; returns the stop function, which waits for the current batch. */
export function startWorker({ db, handlers, clock = systemClock, pollMs = 1_000 }: WorkerOptions): () => Promise<void> {
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let running = true;
  let lastPurge = 0;
  let wake: (() => void) | undefined;

  const loop = (async () => {
    logger.info({ workerId }, 'worker started');
    while (running) {
      try {
        const now = clock();
        if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
          await purgeExpiredIdempotencyKeys(db, now);
          await purgeExpiredSessions(db, now);
          lastPurge = now.getTime();
        }
        const summary = await runDueJobs(db, handlers, { now, workerId });
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
    logger.info({ workerId }, 'worker stopped');
  })();

  return async () => {
    running = false;
    wake?.();
    await loop;
  };
}
