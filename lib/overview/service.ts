import { eq, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { payinCharges, payoutPayments } from '@/db/schema';
import { inScope } from '@/db/scope';
import { getBalances, organizationBalances } from '@/lib/ledger/balances';
import type { Scope } from '@/lib/livemode';
import { PAYIN_STATUS, PAYIN_STATUS_NAMES } from '@/lib/payin/rules';
import { PAYOUT_STATUS_NAMES } from '@/lib/payout/rules';
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
  paidRate,
  REFUSED_PAYOUT,
  TIME_ZONE,
  type OverviewBucket,
  type OverviewPeriod,
} from './rules';
import { seriesOf, statusBreakdown } from './series';
import { failedDeliveryCounts, payinFigures, payoutFigures } from './totals';

/**
 * The dashboard's home in one call: every figure is an aggregate in SQL over indexes that lead with the
 * organization and the mode (and merchant), run side by side. Onboarding requests have no mode and show in both.
 * Money is integer cents. The queries: the balances in lib/ledger (materialised rows), the key figures in totals.ts, the chart and the status breakdown in series.ts,
 * the lists that need someone in attention.ts.
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
    payin,
    payout,
    payinSeries,
    payoutSeries,
    payinStatuses,
    payoutStatuses,
    failed,
    cancelable,
    payoutsFailed,
    batches,
    onboarding,
    deliveries,
    balances,
  ] = await Promise.all([
    payinFigures(db, payinScope, range),
    payoutFigures(db, payoutScope, range),
    seriesOf(db, payinCharges, payinScope, range, query.bucket, [PAYIN_STATUS.rejected]),
    seriesOf(db, payoutPayments, payoutScope, range, query.bucket, REFUSED_PAYOUT),
    statusBreakdown(db, payinCharges, payinScope, range, PAYIN_STATUS_NAMES),
    statusBreakdown(db, payoutPayments, payoutScope, range, PAYOUT_STATUS_NAMES),
    failedDeliveryCounts(db, scope, range),
    cancelableCharges(db, payinScope, now),
    failedPayouts(db, payoutScope, range),
    batchesWithInvalidRecords(db, scope, query.merchantId),
    waitingOnboarding(db, scope.organizationId),
    failingDeliveries(db, scope),
    query.merchantId === null ? organizationBalances(db, scope) : getBalances(db, scope, query.merchantId),
  ]);
  const payinByBucket = new Map(payinSeries.map((row) => [row.bucket, row]));
  const payoutByBucket = new Map(payoutSeries.map((row) => [row.bucket, row]));
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
        failed_deliveries: failed.today,
      },
      period: {
        payin_volume: payin.volume,
        payin_count: payin.count,
        paid_rate: paidRate(payin.paid, payin.count),
        payout_volume: payout.volume,
        payout_count: payout.count,
        markup_earned: payin.markup + payout.markup,
        failed_deliveries: failed.period,
      },
    },
    series: bucketKeys(range.from, range.to, query.bucket).map((bucket) => ({
      bucket,
      payin_volume: payinByBucket.get(bucket)?.volume ?? 0,
      payin_count: payinByBucket.get(bucket)?.count ?? 0,
      payout_volume: payoutByBucket.get(bucket)?.volume ?? 0,
      payout_count: payoutByBucket.get(bucket)?.count ?? 0,
    })),
    status_breakdown: { payin: payinStatuses, payout: payoutStatuses },
    attention: {
      cancelable_charges: cancelable,
      failed_payouts: payoutsFailed,
      batches_with_invalid_records: batches,
      onboarding_waiting: onboarding,
      failing_deliveries: deliveries,
    },
  };
}

export type Overview = Awaited<ReturnType<typeof overview>>;
