import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { theRow } from '@/db/rows';
import { payinCharges, payoutPayments, webhookDeliveries } from '@/db/schema';
import { inScope } from '@/db/scope';
import type { Scope } from '@/lib/livemode';
import { PAYIN_STATUS } from '@/lib/payin/rules';
import { PAYOUT_STATUS } from '@/lib/payout/rules';
import { PAID_PAYIN, REFUSED_PAYOUT, type OverviewRange } from './rules';
import { at, num } from './sql';

// The key figures: totals over the period and over today, one aggregate query each.

/** Volume excludes refused money; markup is earned only on money that moved. */
export async function payinFigures(db: Executor, where: SQL[], range: OverviewRange) {
  const today = sql`${payinCharges.createdAt} >= ${at(range.todayStart)}`;
  const paid = inArray(payinCharges.statusId, PAID_PAYIN);
  const counted = sql`${payinCharges.statusId} <> ${PAYIN_STATUS.rejected}`;
  const row = theRow(
    await db
      .select({
        count: count(),
        volume: num(sql`sum(${payinCharges.amount}) filter (where ${counted})`),
        paid: num(sql`count(*) filter (where ${paid})`),
        markup: num(sql`sum(${payinCharges.markupAmount}) filter (where ${paid})`),
        todayCount: num(sql`count(*) filter (where ${today})`),
        todayVolume: num(sql`sum(${payinCharges.amount}) filter (where ${today} and ${counted})`),
        todayPaid: num(sql`count(*) filter (where ${today} and ${paid})`),
        todayMarkup: num(sql`sum(${payinCharges.markupAmount}) filter (where ${today} and ${paid})`),
      })
      .from(payinCharges)
      .where(and(...where, gte(payinCharges.createdAt, range.start), lt(payinCharges.createdAt, range.end))),
    'count of payinCharges',
  );
  return row;
}

export async function payoutFigures(db: Executor, where: SQL[], range: OverviewRange) {
  const today = sql`${payoutPayments.createdAt} >= ${at(range.todayStart)}`;
  const counted = sql`${payoutPayments.statusId} not in (${sql.join(
    REFUSED_PAYOUT.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const paid = eq(payoutPayments.statusId, PAYOUT_STATUS.paid);
  const row = theRow(
    await db
      .select({
        count: count(),
        volume: num(sql`sum(${payoutPayments.amount}) filter (where ${counted})`),
        markup: num(sql`sum(${payoutPayments.markupAmount}) filter (where ${paid})`),
        todayCount: num(sql`count(*) filter (where ${today})`),
        todayVolume: num(sql`sum(${payoutPayments.amount}) filter (where ${today} and ${counted})`),
        todayMarkup: num(sql`sum(${payoutPayments.markupAmount}) filter (where ${today} and ${paid})`),
      })
      .from(payoutPayments)
      .where(and(...where, gte(payoutPayments.createdAt, range.start), lt(payoutPayments.createdAt, range.end))),
    'count of payoutPayments',
  );
  return row;
}

export async function failedDeliveryCounts(db: Executor, scope: Scope, range: OverviewRange) {
  const row = theRow(
    await db
      .select({
        period: count(),
        today: num(sql`count(*) filter (where ${webhookDeliveries.createdAt} >= ${at(range.todayStart)})`),
      })
      .from(webhookDeliveries)
      .where(
        and(
          ...inScope(webhookDeliveries, scope),
          eq(webhookDeliveries.status, 'failed'),
          gte(webhookDeliveries.createdAt, range.start),
          lt(webhookDeliveries.createdAt, range.end),
        ),
      ),
    'count of webhookDeliveries',
  );
  return row;
}
