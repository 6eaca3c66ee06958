import { eq, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { payinCharges, payoutPayments } from '@/db/schema';
import { inScope } from '@/db/scope';
import { getBalances, organizationBalances } from '@/lib/ledger/balances';
import type { Scope } from '@/lib/livemode';
import { PAYIN_STATUS, PAYIN_STATUS_NAMES } from '@/lib/payin/rules';
import { PAYOUT_STATUS, PAYOUT_STATUS_NAMES } from '@/lib/payout/rules';
import {
  batchesWithInvalidRecords,
  cancelableCharges,
  failedPayouts,
  failingDeliveries,
  waitingOnboarding,
} from './attention';
import {
  bucketKeys,
  overviewRange,
  PAID_PAYIN,
  paidRate,
  REFUSED_PAYOUT,
  TIME_ZONE,
  type OverviewBucket,
  type OverviewPeriod,
} from './rules';
import { bucketTotals, keyFigures, statusCount, statusTotals } from './figures';
import { dailyTotals } from './series';
import { failingDeliveryCounts } from './delivery-counts';

/**
 * The dashboard's home in one call, its queries run side by side. Onboarding requests have no mode and show in both.
 * Money is integer cents. The queries: the balances in lib/ledger (materialised rows); the key figures, the chart and
 * the status breakdown summed from the period's daily totals (series.ts, figures.ts), a few rows a day whatever the
 * volume; the failing deliveries (rules.ts, isFailingDelivery) counted once in delivery-counts.ts, for the key figure
 * and the list alike, so the two always agree; the lists that need someone in attention.ts, over indexes that lead
 * with the organization and the mode.
 */

export type OverviewQuery = { merchantId: number | null; period: OverviewPeriod; bucket: OverviewBucket };

function scoped(table: typeof payinCharges | typeof payoutPayments, scope: Scope, merchantId: number | null): SQL[] {
  return [...inScope(table, scope), ...(merchantId === null ? [] : [eq(table.merchantAccountId, merchantId)])];
}

export async function overview(db: Executor, scope: Scope, query: OverviewQuery, now: Date) {
  const range = overviewRange(query.period, now);
  const payinScope = scoped(payinCharges, scope, query.merchantId);
  const payoutScope = scoped(payoutPayments, scope, query.merchantId);
  const [
    { payin: payinDays, payout: payoutDays },
    failing,
    cancelable,
    payoutsFailed,
    batches,
    onboarding,
    deliveries,
    balances,
  ] = await Promise.all([
    dailyTotals(db, scope, query.merchantId, range),
    failingDeliveryCounts(db, scope, range),
    cancelableCharges(db, payinScope, now),
    failedPayouts(db, payoutScope, range),
    batchesWithInvalidRecords(db, scope, query.merchantId),
    waitingOnboarding(db, scope.organizationId),
    failingDeliveries(db, scope, range),
    query.merchantId === null ? organizationBalances(db, scope) : getBalances(db, scope, query.merchantId),
  ]);
  const payin = keyFigures(payinDays, range.to, { paid: PAID_PAYIN, refused: [PAYIN_STATUS.rejected] });
  const payout = keyFigures(payoutDays, range.to, { paid: [PAYOUT_STATUS.paid], refused: REFUSED_PAYOUT });
  const payinByBucket = bucketTotals(payinDays, query.bucket, [PAYIN_STATUS.rejected]);
  const payoutByBucket = bucketTotals(payoutDays, query.bucket, REFUSED_PAYOUT);
  return {
    period: { name: query.period, from: range.from, to: range.to, bucket: query.bucket, time_zone: TIME_ZONE },
    balances,
    kpis: {
      today: {
        payin_volume: payin.todayVolume,
        payin_count: payin.todayCount,
        paid_rate: paidRate(payin.todayPaid, payin.todayCount),
        payout_volume: payout.todayVolume,
        payout_count: payout.todayCount,
        markup_earned: payin.todayMarkup + payout.todayMarkup,
        failed_deliveries: failing.today,
      },
      period: {
        payin_volume: payin.volume,
        payin_count: payin.count,
        paid_rate: paidRate(payin.paid, payin.count),
        payout_volume: payout.volume,
        payout_count: payout.count,
        markup_earned: payin.markup + payout.markup,
        failed_deliveries: failing.period,
      },
    },
    series: bucketKeys(range.from, range.to, query.bucket).map((bucket) => ({
      bucket,
      payin_volume: payinByBucket.get(bucket)?.volume ?? 0,
      payin_count: payinByBucket.get(bucket)?.count ?? 0,
      payout_volume: payoutByBucket.get(bucket)?.volume ?? 0,
      payout_count: payoutByBucket.get(bucket)?.count ?? 0,
    })),
    status_breakdown: {
      payin: statusTotals(payinDays, PAYIN_STATUS_NAMES),
      payout: statusTotals(payoutDays, PAYOUT_STATUS_NAMES),
    },
    attention: {
      cancelable_charges: cancelable,
      failed_payouts: { total: statusCount(payoutDays, PAYOUT_STATUS.failed), items: payoutsFailed },
      batches_with_invalid_records: batches,
      onboarding_waiting: onboarding,
      failing_deliveries: { total: failing.period, items: deliveries },
    },
  };
}

export type Overview = Awaited<ReturnType<typeof overview>>;
