import { and, asc, count, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { payinCharges, payoutPayments } from '@/db/schema';
import { TIME_ZONE, type OverviewBucket, type OverviewRange } from './rules';
import { num } from './sql';

/** Count and volume per day or week bucket (São Paulo time); `refused` statuses are left out of the volume. */
export async function seriesOf(
  db: Executor,
  table: typeof payinCharges | typeof payoutPayments,
  where: SQL[],
  range: OverviewRange,
  bucket: OverviewBucket,
  refused: number[],
) {
  // Inlined (both are fixed words) so the grouped expression is the selected one, not two different parameters.
  const key = sql<string>`to_char(date_trunc(${sql.raw(`'${bucket}'`)}, ${table.createdAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)}), 'YYYY-MM-DD')`;
  return db
    .select({
      bucket: key,
      count: count(),
      volume: num(
        sql`sum(${table.amount}) filter (where ${table.statusId} not in (${sql.join(
          refused.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
      ),
    })
    .from(table)
    .where(and(...where, gte(table.createdAt, range.start), lt(table.createdAt, range.end)))
    .groupBy(key);
}

/** Count and amount per status over the period. */
export async function statusBreakdown(
  db: Executor,
  table: typeof payinCharges | typeof payoutPayments,
  where: SQL[],
  range: OverviewRange,
  names: Record<number, string>,
) {
  const rows = await db
    .select({ statusId: table.statusId, count: count(), amount: num(sql`sum(${table.amount})`) })
    .from(table)
    .where(and(...where, gte(table.createdAt, range.start), lt(table.createdAt, range.end)))
    .groupBy(table.statusId)
    .orderBy(asc(table.statusId));
  return rows.map((row) => ({
    status_id: row.statusId,
    name: names[row.statusId] ?? 'Unknown',
    count: row.count,
    amount: row.amount,
  }));
}
