import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '@/db/client';
import type { JobQueueRow } from '@/lib/metrics';

/** The queue by kind, for /api/metrics: due, scheduled and running jobs, and how long the oldest due one has waited. */
export async function jobQueueDepth(db: Executor, now: Date): Promise<JobQueueRow[]> {
  const at = now.toISOString();
  const rows = rowsOf<{ kind: string; due: number; scheduled: number; running: number; oldest: number | null }>(
    await db.execute(sql`
      select kind,
        count(*) filter (where status = 'pending' and run_at <= ${at}::timestamptz)::int as due,
        count(*) filter (where status = 'pending' and run_at > ${at}::timestamptz)::int as scheduled,
        count(*) filter (where status = 'running')::int as running,
        extract(epoch from ${at}::timestamptz - min(run_at) filter (where status = 'pending' and run_at <= ${at}::timestamptz))::float8 as oldest
      from jobs where status in ('pending', 'running') group by kind order by kind`),
  );
  return rows.map(({ oldest, ...row }) => ({ ...row, oldestDueSeconds: Math.max(0, Number(oldest ?? 0)) }));
}
