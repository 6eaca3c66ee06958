import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { payinDailyTotals, payoutDailyTotals } from '@/db/schema';
import { inScope } from '@/db/scope';
import type { Scope } from '@/lib/livemode';
import type { DailyTotal } from './figures';
import type { OverviewRange } from './rules';
import { num } from './sql';

/**
 * The period's daily totals of charges and of payouts per São Paulo day and status, for the organization or one
 * merchant: a few rows a day from the totals the triggers of migration 0014 keep, however many payments the days
 * hold. Both tables in one statement (a union), so the overview waits for one answer instead of two.
 */
export async function dailyTotals(
  db: Executor,
  scope: Scope,
  merchantId: number | null,
  range: OverviewRange,
): Promise<{ payin: DailyTotal[]; payout: DailyTotal[] }> {
  const ofTable = (table: typeof payinDailyTotals | typeof payoutDailyTotals, kind: 'payin' | 'payout') => {
    const count = table === payinDailyTotals ? payinDailyTotals.charges : payoutDailyTotals.payouts;
    const where: SQL[] = [
      ...inScope(table, scope),
      ...(merchantId === null ? [] : [eq(table.merchantAccountId, merchantId)]),
      gte(table.createdOn, range.from),
      lte(table.createdOn, range.to),
    ];
    return db
      .select({
        kind: sql<'payin' | 'payout'>`${kind}::text`.as('kind'),
        day: table.createdOn,
        statusId: table.statusId,
        count: num(sql`sum(${count})`).as('count'),
        amount: num(sql`sum(${table.amount})`).as('amount'),
        markup: num(sql`sum(${table.markupAmount})`).as('markup'),
      })
      .from(table)
      .where(and(...where))
      .groupBy(table.createdOn, table.statusId);
  };
  const rows = await ofTable(payinDailyTotals, 'payin').unionAll(ofTable(payoutDailyTotals, 'payout'));
  const totals = { payin: [] as DailyTotal[], payout: [] as DailyTotal[] };
  for (const { kind, ...row } of rows) totals[kind].push(row);
  return totals;
}
