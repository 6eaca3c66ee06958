import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '@/db/client';
import { logger } from '@/lib/logger';
import { freshTestDb } from '@/test/db';
import {
  claimDueJobs,
  enqueueJob,
  findJob,
  PermanentJobError,
  runClaimedJob,
  runDueJobs,
  type JobHandlers,
} from './service';
import { theRow } from '@/db/rows';

let db: Db;
beforeEach(async () => {
  db = await freshTestDb();
});

const at = (iso: string) => new Date(iso);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('jobs', () => {
  it('exists only if the enqueuing transaction commits', async () => {
    let enqueuedId = 0;
    await expect(
      db.transaction(async (tx) => {
        enqueuedId = (await enqueueJob(tx, { kind: 'test.rollback' })).id;
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(enqueuedId).toBeGreaterThan(0);
    expect(await findJob(db, enqueuedId)).toBeNull();

    const committed = await db.transaction((tx) => enqueueJob(tx, { kind: 'test.commit' }));
    expect(await findJob(db, committed.id)).toMatchObject({ status: 'pending', kind: 'test.commit' });
  });

  it('retries a failing job with backoff, on the injected clock, until it succeeds', async () => {
    let calls = 0;
    const handlers: JobHandlers = {
      'test.flaky': {
        run: async () => {
          calls++;
          if (calls < 3) throw new Error(`failure ${calls}`);
        },
      },
    };
    const job = await enqueueJob(db, { kind: 'test.flaky', runAt: at('2026-01-01T00:00:00Z') });
    const run = (iso: string) => runDueJobs(db, handlers, { now: at(iso), workerId: 'w1' });

    expect(await run('2026-01-01T00:00:00Z')).toEqual({ done: 0, retried: 1, failed: 0, postponed: 0 });
    expect(await findJob(db, job.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'failure 1',
      runAt: at('2026-01-01T00:00:05Z'),
    });

    // Not due yet: nothing runs before the backoff has passed.
    expect(await run('2026-01-01T00:00:04Z')).toEqual({ done: 0, retried: 0, failed: 0, postponed: 0 });
    expect(calls).toBe(1);

    expect(await run('2026-01-01T00:00:05Z')).toEqual({ done: 0, retried: 1, failed: 0, postponed: 0 });
    expect(await findJob(db, job.id)).toMatchObject({ attempts: 2, runAt: at('2026-01-01T00:00:15Z') });

    expect(await run('2026-01-01T00:00:15Z')).toEqual({ done: 1, retried: 0, failed: 0, postponed: 0 });
    expect(await findJob(db, job.id)).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(calls).toBe(3);
  });

  it('gives up after maxAttempts and keeps the last error', async () => {
    const handlers: JobHandlers = { 'test.broken': { run: async () => Promise.reject(new Error('always broken')) } };
    const job = await enqueueJob(db, { kind: 'test.broken', runAt: at('2026-01-01T00:00:00Z'), maxAttempts: 2 });
    await runDueJobs(db, handlers, { now: at('2026-01-01T00:00:00Z'), workerId: 'w1' });
    expect(await runDueJobs(db, handlers, { now: at('2026-01-01T01:00:00Z'), workerId: 'w1' })).toEqual({
      done: 0,
      retried: 0,
      failed: 1,
      postponed: 0,
    });
    expect(await findJob(db, job.id)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'always broken' });
    expect(await runDueJobs(db, handlers, { now: at('2026-02-01T00:00:00Z'), workerId: 'w1' })).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
      postponed: 0,
    });
  });

  it('stops at once on a permanent failure', async () => {
    const handlers: JobHandlers = { 'test.gone': { run: async () => Promise.reject(new PermanentJobError('gone')) } };
    const job = await enqueueJob(db, { kind: 'test.gone', runAt: at('2026-01-01T00:00:00Z') });
    expect(await runDueJobs(db, handlers, { now: at('2026-01-01T00:00:00Z'), workerId: 'w1' })).toEqual({
      done: 0,
      retried: 0,
      failed: 1,
      postponed: 0,
    });
    expect(await findJob(db, job.id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'gone' });
  });

  it('logs every failure with the job id: a warning while it will retry, an error when it gives up', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const broken = new Error('always broken');
    const handlers: JobHandlers = { 'test.logged': { run: async () => Promise.reject(broken) } };
    const job = await enqueueJob(db, { kind: 'test.logged', runAt: at('2026-01-01T00:00:00Z'), maxAttempts: 2 });
    await runDueJobs(db, handlers, { now: at('2026-01-01T00:00:00Z'), workerId: 'w1' });
    expect(warn).toHaveBeenCalledWith(
      { err: broken, jobId: job.id, kind: 'test.logged', attempt: 1, workerId: 'w1' },
      'job failed; will retry',
    );
    expect(error).not.toHaveBeenCalled();
    await runDueJobs(db, handlers, { now: at('2026-01-01T01:00:00Z'), workerId: 'w1' });
    expect(error).toHaveBeenCalledWith(
      { err: broken, jobId: job.id, kind: 'test.logged', attempt: 2, workerId: 'w1' },
      'job failed',
    );
  });

  it('fails a job of an unknown kind instead of dropping it', async () => {
    const job = await enqueueJob(db, { kind: 'test.unknown', runAt: at('2026-01-01T00:00:00Z') });
    await runDueJobs(db, {}, { now: at('2026-01-01T00:00:00Z'), workerId: 'w1' });
    expect(await findJob(db, job.id)).toMatchObject({
      status: 'pending',
      lastError: 'No handler for job kind "test.unknown".',
    });
  });

  it('never hands one job to two concurrent claimers', async () => {
    const now = at('2026-01-01T00:00:00Z');
    for (let i = 0; i < 30; i++) await enqueueJob(db, { kind: 'test.claim', runAt: now });
    // Rounds of six concurrent claimers; a claim may come back short while others hold rows, so repeat until none is left.
    const ids: number[] = [];
    for (let round = 0; round < 10; round++) {
      const claims = await Promise.all(
        Array.from({ length: 6 }, (_, i) => claimDueJobs(db, { now, workerId: `w${i}`, limit: 4 })),
      );
      const claimed = claims.flat().map((job) => job.id);
      if (claimed.length === 0) break;
      ids.push(...claimed);
    }
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it('reclaims a job whose worker died mid-run once its lease expires', async () => {
    const job = await enqueueJob(db, { kind: 'test.lease', runAt: at('2026-01-01T00:00:00Z') });
    const claimed = theRow(
      await claimDueJobs(db, { now: at('2026-01-01T00:00:00Z'), workerId: 'dead', limit: 1 }),
      'query',
    );
    expect(claimed.id).toBe(job.id);
    expect(await claimDueJobs(db, { now: at('2026-01-01T00:04:59Z'), workerId: 'alive', limit: 1 })).toEqual([]);
    const [reclaimed] = await claimDueJobs(db, { now: at('2026-01-01T00:05:01Z'), workerId: 'alive', limit: 1 });
    expect(reclaimed).toMatchObject({ id: job.id, lockedBy: 'alive', attempts: 2 });
  });

  it('runs the jobs of one order key one at a time and in order: a later one waits out the retries of an earlier one, and goes once it is done or given up', async () => {
    const now = at('2026-01-01T00:00:00Z');
    const runs: string[] = [];
    const failures: Record<string, Error> = { a: new Error('receiver down'), x: new PermanentJobError('gone') };
    const handlers: JobHandlers = {
      'test.ordered': {
        run: async (_db, job) => {
          const name = String(job.payload.name);
          runs.push(name);
          const failure = failures[name];
          delete failures[name];
          if (failure) throw failure;
        },
      },
    };
    const enqueue = (name: string, orderKey: string) =>
      enqueueJob(db, { kind: 'test.ordered', payload: { name }, runAt: now, orderKey });
    for (const name of ['a', 'b', 'c']) await enqueue(name, 'k');
    for (const name of ['x', 'y']) await enqueue(name, 'k2');
    await enqueue('other', 'k3');

    // Three workers claim at once: only the first job of each key is handed out.
    const claims = await Promise.all([0, 1, 2].map((i) => claimDueJobs(db, { now, workerId: `w${i}`, limit: 10 })));
    const claimed = claims.flat();
    expect(claimed.map((job) => job.payload.name).sort()).toEqual(['a', 'other', 'x']);
    for (const job of claimed) await runClaimedJob(db, handlers, job, { now, workerId: String(job.lockedBy) });

    // x was given up, so y goes; a waits 5 s for its retry and holds b and c until it succeeds.
    const later = (ms: number) => new Date(now.getTime() + ms);
    await runDueJobs(db, handlers, { now: later(1_000), workerId: 'w0' });
    expect(runs.slice(3)).toEqual(['y']);
    for (let round = 0; round < 4; round++) await runDueJobs(db, handlers, { now: later(5_000), workerId: 'w0' });
    expect(runs.slice(4)).toEqual(['a', 'b', 'c']);
  });
});
