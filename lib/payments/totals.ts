import { and, count, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import { createdRangeFilters } from '@/db/filters';
import { theRow } from '@/db/rows';
import { inScope } from '@/db/scope';
import type { Scope } from '@/lib/livemode';
import type { PaymentListQuery } from './list-query';
import { countedRange } from './total-range';

/** A payments table's daily totals (payin_daily_totals, payout_daily_totals, migration 0014). */
export type DailyTable = PgTable & {
  [column in 'organizationId' | 'livemode' | 'createdOn' | 'merchantAccountId' | 'statusId']: PgColumn;
};
/** The columns both a payments table and its daily totals have, each filtered alike. */
export type TotalsColumns = { merchantAccountId: PgColumn; statusId: PgColumn; paymentMethod?: PgColumn };

/** A payments table, its daily totals and the totals' count column. */
export type CountedTables = {
  payments: PgTable &
    TotalsColumns & { organizationId: PgColumn; livemode: PgColumn; createdAt: PgColumn; invoice: PgColumn };
  daily: DailyTable & TotalsColumns;
  dailyCount: PgColumn;
};

/** The list's equality filters on `table`: merchant, status and (payin) payment method. */
export function equalityFilters(
  table: TotalsColumns,
  query: PaymentListQuery,
  paymentMethod: string | undefined,
): SQL[] {
  const filters: SQL[] = [];
  if (query.merchant_id !== undefined) filters.push(eq(table.merchantAccountId, query.merchant_id));
  if (query.status_id !== undefined) filters.push(eq(table.statusId, query.status_id));
  if (paymentMethod !== undefined && table.paymentMethod) filters.push(eq(table.paymentMethod, paymentMethod));
  return filters;
}

/**
 * How many payments a list's filters select, without counting them one by one: the whole São Paulo days of the
 * created-at filter are summed from the daily totals (a few rows a day), and only the parts of days at instant ends
 * are counted on the payments table, over its created-at indexes. An invoice filter selects a handful of rows through
 * its own index, so it is counted directly.
 */
export async function listTotal(
  db: Executor,
  scope: Scope,
  query: PaymentListQuery,
  paymentMethod: string | undefined,
  tables: CountedTables,
): Promise<number> {
  const { payments, daily, dailyCount } = tables;
  const onTable = [...inScope(payments, scope), ...equalityFilters(payments, query, paymentMethod)];
  const countRows = async (where: SQL[]) =>
    theRow(
      await db
        .select({ total: count() })
        .from(payments)
        .where(and(...onTable, ...where)),
      'count of payments',
    ).total;
  if (query.invoice !== undefined) {
    return countRows([
      eq(payments.invoice, query.invoice),
      ...createdRangeFilters(payments.createdAt, query.created_at_start, query.created_at_end),
    ]);
  }
  const range = countedRange(query.created_at_start, query.created_at_end);
  const parts = range.parts.map((part) =>
    countRows([gte(payments.createdAt, part.from), (part.inclusive ? lte : lt)(payments.createdAt, part.to)]),
  );
  const { days } = range;
  const summed = days
    ? db
        .select({ total: sql<number>`coalesce(sum(${dailyCount}), 0)`.mapWith(Number) })
        .from(daily)
        .where(
          and(
            ...inScope(daily, scope),
            ...equalityFilters(daily, query, paymentMethod),
            ...(days.from === undefined ? [] : [gte(daily.createdOn, days.from)]),
            ...(days.to === undefined ? [] : [lte(daily.createdOn, days.to)]),
          ),
        )
        .then((rows) => theRow(rows, 'sum of daily totals').total)
    : Promise.resolve(0);
  const counts = await Promise.all([summed, ...parts]);
  return counts.reduce((sum, value) => sum + value, 0);
}
