import { bucketOf, type OverviewBucket } from './rules';

/**
 * The overview's figures from daily totals (pure): the period's and today's key figures, the chart's buckets and the
 * status breakdown, each a sum over the days of the period. Money is integer cents.
 */

/** One row of payin_daily_totals or payout_daily_totals, summed over merchants (and methods). */
export type DailyTotal = { day: string; statusId: number; count: number; amount: number; markup: number };

export type Figures = { count: number; volume: number; paid: number; markup: number };
export type OverviewFigures = Figures & {
  todayCount: number;
  todayVolume: number;
  todayPaid: number;
  todayMarkup: number;
};

/** Volume leaves out refused statuses; paid counts and markup count only statuses whose money moved. */
function figuresOf(rows: DailyTotal[], paid: readonly number[], refused: readonly number[]): Figures {
  const figures: Figures = { count: 0, volume: 0, paid: 0, markup: 0 };
  for (const row of rows) {
    figures.count += row.count;
    if (!refused.includes(row.statusId)) figures.volume += row.amount;
    if (paid.includes(row.statusId)) {
      figures.paid += row.count;
      figures.markup += row.markup;
    }
  }
  return figures;
}

export function keyFigures(
  rows: DailyTotal[],
  today: string,
  statuses: { paid: readonly number[]; refused: readonly number[] },
): OverviewFigures {
  const period = figuresOf(rows, statuses.paid, statuses.refused);
  const ofToday = figuresOf(
    rows.filter((row) => row.day === today),
    statuses.paid,
    statuses.refused,
  );
  return {
    ...period,
    todayCount: ofToday.count,
    todayVolume: ofToday.volume,
    todayPaid: ofToday.paid,
    todayMarkup: ofToday.markup,
  };
}

/** Count and volume per bucket that has any; refused statuses are left out of the volume. */
export function bucketTotals(
  rows: DailyTotal[],
  bucket: OverviewBucket,
  refused: readonly number[],
): Map<string, { count: number; volume: number }> {
  const buckets = new Map<string, { count: number; volume: number }>();
  for (const row of rows) {
    const key = bucketOf(row.day, bucket);
    const totals = buckets.get(key) ?? { count: 0, volume: 0 };
    totals.count += row.count;
    if (!refused.includes(row.statusId)) totals.volume += row.amount;
    buckets.set(key, totals);
  }
  return buckets;
}

/** Count and amount per status that has any payment, in status order. */
export function statusTotals(rows: DailyTotal[], names: Record<number, string>) {
  const byStatus = new Map<number, { count: number; amount: number }>();
  for (const row of rows) {
    const totals = byStatus.get(row.statusId) ?? { count: 0, amount: 0 };
    totals.count += row.count;
    totals.amount += row.amount;
    byStatus.set(row.statusId, totals);
  }
  return [...byStatus]
    .filter(([, totals]) => totals.count > 0)
    .sort(([a], [b]) => a - b)
    .map(([statusId, totals]) => ({
      status_id: statusId,
      name: names[statusId] ?? 'Unknown',
      count: totals.count,
      amount: totals.amount,
    }));
}

/** How many payments are in one status over the rows' days. */
export function statusCount(rows: DailyTotal[], statusId: number): number {
  return rows.reduce((sum, row) => (row.statusId === statusId ? sum + row.count : sum), 0);
}
