import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { freshTestDb } from '@/test/db';
import { enqueueJob, findJob, type JobHandlers } from './service';
import { startWorker } from './worker';

let db: Db;
beforeEach(async () => {
  db = await freshTestDb();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Three due jobs of a kind whose run waits for `finish`; the first run is signalled by `started`. */
async function slowJobs(finishAfterMs: number) {
  const runs: number[] = [];
  let started!: () => void;
  const firstStarted = new Promise<void>((resolve) => (started = resolve));
  const handlers: JobHandlers = {
    'test.slow': {
      run: async (_db, job) => {
        runs.push(job.id);
        started();
        await sleep(finishAfterMs);
      },
    },
  };
  const ids = [];
  for (let i = 0; i < 3; i++) ids.push((await enqueueJob(db, { kind: 'test.slow' })).id);
  return { handlers, ids, runs, firstStarted };
}

describe('stopping the worker', () => {
  it('lets its jobs in flight end within the bound and claims nothing more', async () => {
    const { handlers, ids, runs, firstStarted } = await slowJobs(300);
    const stop = startWorker({ db, handlers, pollMs: 10, concurrency: 2 });
    await firstStarted;
    expect(await stop({ withinMs: 5_000 })).toEqual({ released: 0 });
    expect(runs.sort()).toEqual(ids.slice(0, 2).sort());
    for (const id of ids.slice(0, 2)) expect(await findJob(db, id)).toMatchObject({ status: 'done' });
    expect(await findJob(db, ids[2]!)).toMatchObject({ status: 'pending', attempts: 0, lockedBy: null });
  });

  it('hands back at once the jobs still running when the bound passes, their attempt given back', async () => {
    const { handlers, ids, firstStarted } = await slowJobs(3_000);
    const stop = startWorker({ db, handlers, pollMs: 10, concurrency: 2 });
    await firstStarted;
    const stoppedAt = Date.now();
    expect(await stop({ withinMs: 100 })).toEqual({ released: 2 });
    expect(Date.now() - stoppedAt).toBeLessThan(2_000);
    for (const id of ids)
      expect(await findJob(db, id)).toMatchObject({ status: 'pending', attempts: 0, lockedBy: null });
  });
});
