import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { payinDailyTotals, payoutDailyTotals } from '@/db/schema';
import { inScope } from '@/db/scope';
import type { Scope } from '@/lib/livemode';
import type { DailyTotal } from './figures';
import type { OverviewRange } from './rules';
import { num } from './sql';

/**
 * The period's daily totals per São Paulo day and status, for the organization or one merchant: a few rows a day
 * from the totals the triggers of migration 0014 keep, however many payments the days hold.
 */
export async function dailyTotals(
  db: Executor,
  table: typeof payinDailyTotals | typeof payoutDailyTotals,
  scope: Scope,
  merchantId: number | null,
  range: OverviewRange,
): Promise<DailyTotal[]> {
  const count = table === payinDailyTotals ? payinDailyTotals.charges : payoutDailyTotals.payouts;
  const where: SQL[] = [
    ...inScope(table, scope),
    ...(merchantId === null ? [] : [eq(table.merchantAccountId, merchantId)]),
    gte(table.createdOn, range.from),
    lte(table.createdOn, range.to),
  ];
  return db
    .select({
      day: table.createdOn,
      statusId: table.statusId,
      count: num(sql`sum(${count})`),
      amount: num(sql`sum(${table.amount})`),
      markup: num(sql`sum(${table.markupAmount})`),
    })
    .from(table)
    .where(and(...where))
    .groupBy(table.createdOn, table.statusId);
}
