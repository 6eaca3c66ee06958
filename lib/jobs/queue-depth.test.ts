import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { freshTestDb } from '@/test/db';
import { jobQueueDepth } from './queue-depth';
import { claimDueJobs, enqueueJob } from './service';

let db: Db;
beforeEach(async () => {
  db = await freshTestDb();
  await db.execute(sql`truncate table jobs`);
});

const now = new Date('2026-03-01T12:00:00Z');
const secondsBefore = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('jobQueueDepth', () => {
  it('counts due, scheduled and running jobs by kind, and the age of the oldest due one', async () => {
    await enqueueJob(db, { kind: 'a.kind', runAt: secondsBefore(90) });
    await enqueueJob(db, { kind: 'a.kind', runAt: secondsBefore(5) });
    await enqueueJob(db, { kind: 'a.kind', runAt: new Date(now.getTime() + 60_000) });
    await enqueueJob(db, { kind: 'b.kind', runAt: secondsBefore(400) });
    await claimDueJobs(db, { now: secondsBefore(300), workerId: 'w', limit: 1 });

    expect(await jobQueueDepth(db, now)).toEqual([
      { kind: 'a.kind', due: 2, scheduled: 1, running: 0, oldestDueSeconds: 90 },
      { kind: 'b.kind', due: 0, scheduled: 0, running: 1, oldestDueSeconds: 0 },
    ]);
  });
});
