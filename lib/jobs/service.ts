import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { jobs, type Job } from '@/db/schema';
import { jobLeaseMs } from '@/lib/config';
import { logger } from '@/lib/logger';
import { outcomeOfFailure } from './rules';
import { theRow } from '@/db/rows';

export type JobDefinition = {
  run: (db: Db, job: Job, now: Date) => Promise<void>;
  /** The kind's own retry schedule; without one, the generic doubling backoff. */
  retryDelaysMs?: readonly number[];
};
export type JobHandlers = Record<string, JobDefinition>;

/** Thrown by a job that must not be tried again (a receiver's 410, say). */
export class PermanentJobError extends Error {}

/** Thrown by a job that did nothing and wants to run later (a receiver's host at its limit): no attempt is spent. */
export class JobPostponed extends Error {
  constructor(readonly until: Date) {
    super(`postponed until ${until.toISOString()}`);
  }
}

// A job still `running` after this long belongs to a worker that died; another may take it.

type NewJob = {
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  maxAttempts?: number;
  /** Jobs sharing a key run one at a time, in the order they were enqueued (claimDueJobs). */
  orderKey?: string;
};

/** Call with the transaction of the state change, so the job exists exactly when the change does. */
export async function enqueueJob(tx: Executor, job: NewJob): Promise<Job> {
  const row = theRow(await enqueueJobs(tx, [job]), 'enqueueJobs');
  return row;
}

/** Many jobs in one INSERT (a batch's processing chunks, a batch's notifications). */
export async function enqueueJobs(tx: Executor, newJobs: NewJob[]): Promise<Job[]> {
  if (newJobs.length === 0) return [];
  return tx
    .insert(jobs)
    .values(
      newJobs.map((job) => ({
        kind: job.kind,
        payload: job.payload ?? {},
        runAt: job.runAt,
        maxAttempts: job.maxAttempts,
        orderKey: job.orderKey,
      })),
    )
    .returning();
}

/**
 * Claims due jobs; SKIP LOCKED lets several workers poll the table without taking the same row.
 *
 * A job with an order key is claimable only when no earlier job (lower id) of its key is pending or running, so two
 * workers never hold two jobs of one key at once, and the later job waits out the earlier one's retries. Nothing can
 * slip through between two claims: the earlier job stays pending or running until the transaction that finishes it
 * commits, and a claim's snapshot can only be older than that, never newer. Ids follow the order of the changes that
 * enqueued them because changes to one resource take its row lock, so the later one inserts after the earlier commits.
 */
export async function claimDueJobs(db: Db, options: { now: Date; workerId: string; limit: number }): Promise<Job[]> {
  const { now, workerId, limit } = options;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        or(
          and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedAt, new Date(now.getTime() - jobLeaseMs()))),
        ),
        sql`(${jobs.orderKey} is null or not exists (
          select 1 from ${jobs} earlier
          where earlier.order_key = ${jobs.orderKey} and earlier.id < ${jobs.id}
            and earlier.status in ('pending', 'running')))`,
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ status: 'running', lockedAt: now, lockedBy: workerId, attempts: sql`${jobs.attempts} + 1`, updatedAt: now })
    .where(inArray(jobs.id, due))
    .returning();
}

async function completeJob(db: Db, job: Job, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', lockedAt: null, lockedBy: null, lastError: null, updatedAt: now })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy!)));
}

async function failJob(db: Db, job: Job, error: unknown, now: Date, retryDelaysMs?: readonly number[]): Promise<void> {
  const outcome =
    error instanceof PermanentJobError
      ? ({ status: 'failed' } as const)
      : outcomeOfFailure(job.attempts, job.maxAttempts, now, retryDelaysMs);
  await db
    .update(jobs)
    .set({
      status: outcome.status,
      runAt: outcome.status === 'pending' ? outcome.runAt : job.runAt,
      lockedAt: null,
      lockedBy: null,
      lastError: error instanceof Error ? error.message : String(error),
      updatedAt: now,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy!)));
}

/** Back to pending at `until`, giving back the attempt its claim counted. */
async function postponeJob(db: Db, job: Job, until: Date, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'pending',
      runAt: until,
      attempts: sql`${jobs.attempts} - 1`,
      lockedAt: null,
      lockedBy: null,
      updatedAt: now,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy!)));
}

export type JobOutcome = 'done' | 'retried' | 'failed' | 'postponed';
export type RunSummary = Record<JobOutcome, number>;

/** Runs one claimed job and records how it ended: done, retried later, failed for good, or postponed. */
export async function runClaimedJob(
  db: Db,
  handlers: JobHandlers,
  job: Job,
  options: { now: Date; workerId: string },
): Promise<JobOutcome> {
  const definition = handlers[job.kind];
  try {
    if (!definition) throw new Error(`No handler for job kind "${job.kind}".`);
    await definition.run(db, job, options.now);
    await completeJob(db, job, options.now);
    return 'done';
  } catch (error) {
    if (error instanceof JobPostponed) {
      await postponeJob(db, job, error.until, options.now);
      return 'postponed';
    }
    const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    // Logged before it is recorded, so a failure to record it still leaves the job id and error in the log.
    logger[final ? 'error' : 'warn'](
      { err: error, jobId: job.id, kind: job.kind, attempt: job.attempts, workerId: options.workerId },
      final ? 'job failed' : 'job failed; will retry',
    );
    await failJob(db, job, error, options.now, definition?.retryDelaysMs);
    return final ? 'failed' : 'retried';
  }
}

/** Claims and runs one batch of due jobs, one after the other. */
export async function runDueJobs(
  db: Db,
  handlers: JobHandlers,
  options: { now: Date; workerId: string; limit?: number },
): Promise<RunSummary> {
  const summary: RunSummary = { done: 0, retried: 0, failed: 0, postponed: 0 };
  const claimed = await claimDueJobs(db, { now: options.now, workerId: options.workerId, limit: options.limit ?? 20 });
  for (const job of claimed) summary[await runClaimedJob(db, handlers, job, options)]++;
  return summary;
}

export async function findJob(db: Executor, id: number): Promise<Job | null> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job ?? null;
}
