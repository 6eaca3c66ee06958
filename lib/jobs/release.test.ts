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
  it('finishes the job in hand within the bound and hands back the rest of its batch at once', async () => {
    const { handlers, ids, runs, firstStarted } = await slowJobs(300);
    const stop = startWorker({ db, handlers, pollMs: 10 });
    await firstStarted;
    expect(await stop({ withinMs: 5_000 })).toEqual({ released: 2 });
    expect(runs).toEqual([ids[0]]);
    expect(await findJob(db, ids[0]!)).toMatchObject({ status: 'done' });
    for (const id of ids.slice(1))
      expect(await findJob(db, id)).toMatchObject({ status: 'pending', attempts: 0, lockedBy: null, lockedAt: null });
  });

  it('hands back the job in hand too when it outlasts the bound', async () => {
    const { handlers, ids, firstStarted } = await slowJobs(3_000);
    const stop = startWorker({ db, handlers, pollMs: 10 });
    await firstStarted;
    const stoppedAt = Date.now();
    expect(await stop({ withinMs: 100 })).toEqual({ released: 3 });
    expect(Date.now() - stoppedAt).toBeLessThan(2_000);
    for (const id of ids)
      expect(await findJob(db, id)).toMatchObject({ status: 'pending', attempts: 0, lockedBy: null });
  });
});
