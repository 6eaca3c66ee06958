import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { jobs } from '@/db/schema';

/**
 * At shutdown: the jobs this worker claimed and did not finish go back to pending at once, giving back the attempt
 * their claim counted, so another worker takes them now rather than when the lease (JOB_LEASE_MS) runs out. A job
 * still running here when the bound passed is released too: the process exits next, and delivery is at least once.
 */
export async function releaseClaimedJobs(db: Db, workerId: string, now: Date): Promise<number> {
  const released = await db
    .update(jobs)
    .set({
      status: 'pending',
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      lockedAt: null,
      lockedBy: null,
      updatedAt: now,
    })
    .where(and(eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)))
    .returning({ id: jobs.id });
  return released.length;
}
