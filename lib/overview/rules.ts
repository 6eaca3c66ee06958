import { addDays, saoPauloDayStart } from '@/lib/dates';
import { PAYIN_STATUS, saoPauloToday } from '@/lib/payin/rules';
import { PAYOUT_STATUS } from '@/lib/payout/rules';
import type { DELIVERY_STATUSES } from '@/lib/webhooks/rules';

/** The overview's calendar: São Paulo days (UTC−3 all year), periods that end today, day or ISO-week buckets. */

export const OVERVIEW_PERIODS = { '7d': 7, '30d': 30, '90d': 90 } as const;
export type OverviewPeriod = keyof typeof OVERVIEW_PERIODS;
export const OVERVIEW_BUCKETS = ['day', 'week'] as const;
export type OverviewBucket = (typeof OVERVIEW_BUCKETS)[number];

export const TIME_ZONE = 'America/Sao_Paulo';

/** Charges whose money moved, and payouts whose money did not (their volume leaves them out). */
export const PAID_PAYIN = [PAYIN_STATUS.paid, PAYIN_STATUS.credited];
export const REFUSED_PAYOUT = [PAYOUT_STATUS.failed, PAYOUT_STATUS.rejected, PAYOUT_STATUS.canceled];

export type OverviewRange = { from: string; to: string; start: Date; end: Date; todayStart: Date };

/** The period's first and last days (the last is today), and the instants that bound it and today. */
export function overviewRange(period: OverviewPeriod, now: Date): OverviewRange {
  const to = saoPauloToday(now);
  const from = addDays(to, 1 - OVERVIEW_PERIODS[period]);
  return {
    from,
    to,
    start: saoPauloDayStart(from),
    end: saoPauloDayStart(addDays(to, 1)),
    todayStart: saoPauloDayStart(to),
  };
}

/** The bucket a day falls in: itself, or the Monday that starts its ISO week. */
export function bucketOf(day: string, bucket: OverviewBucket): string {
  if (bucket === 'day') return day;
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Every bucket of the range in order, so days without activity show as zero rather than as gaps. */
export function bucketKeys(from: string, to: string, bucket: OverviewBucket): string[] {
  const keys: string[] = [];
  for (let day = bucketOf(from, bucket); day <= to; day = addDays(day, bucket === 'day' ? 1 : 7)) keys.push(day);
  return keys;
}

/** Paid charges over created ones, to four decimals; null when nothing was created. */
export function paidRate(paid: number, created: number): number | null {
  return created === 0 ? null : Math.round((paid * 10_000) / created) / 10_000;
}

/**
 * A webhook delivery that needs someone: it gave up (`failed`), or it is still retrying because its last attempt
 * failed (`pending` with the attempt's error recorded). A delivery waiting for its first attempt is not failing, and
 * neither is one resent after it was delivered (its last attempt succeeded, so no error is recorded). The overview's
 * figure and its list both count by this rule; `failingDelivery` (delivery-counts.ts) is the same rule in SQL.
 */
export function isFailingDelivery(delivery: {
  status: (typeof DELIVERY_STATUSES)[number];
  lastError: string | null;
}): boolean {
  return delivery.status === 'failed' || (delivery.status === 'pending' && delivery.lastError !== null);
}
