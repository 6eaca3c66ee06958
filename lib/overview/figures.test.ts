import { describe, expect, it } from 'vitest';
import { bucketTotals, keyFigures, statusCount, statusTotals, type DailyTotal } from './figures';

const rows: DailyTotal[] = [
  { day: '2026-11-16', statusId: 3, count: 2, amount: 1_000, markup: 20 },
  { day: '2026-11-16', statusId: 7, count: 1, amount: 500, markup: 5 },
  { day: '2026-11-22', statusId: 3, count: 1, amount: 300, markup: 3 },
  { day: '2026-11-22', statusId: 1, count: 3, amount: 900, markup: 9 },
  // A group every payment left (its row stays, at zero).
  { day: '2026-11-22', statusId: 2, count: 0, amount: 0, markup: 0 },
];

describe('overview figures from daily totals', () => {
  it('sums the period and today; volume leaves refused statuses out, markup counts paid ones only', () => {
    expect(keyFigures(rows, '2026-11-22', { paid: [3], refused: [7] })).toEqual({
      count: 7,
      volume: 2_200,
      paid: 3,
      markup: 23,
      todayCount: 4,
      todayVolume: 1_200,
      todayPaid: 1,
      todayMarkup: 3,
    });
  });

  it('adds days into their ISO week', () => {
    expect(bucketTotals(rows, 'week', [7])).toEqual(new Map([['2026-11-16', { count: 7, volume: 2_200 }]]));
    expect(bucketTotals(rows, 'day', [7]).get('2026-11-16')).toEqual({ count: 3, volume: 1_000 });
  });

  it('breaks down by status in order, without statuses that no payment has', () => {
    expect(statusTotals(rows, { 1: 'Created', 3: 'Paid', 7: 'Rejected' })).toEqual([
      { status_id: 1, name: 'Created', count: 3, amount: 900 },
      { status_id: 3, name: 'Paid', count: 3, amount: 1_300 },
      { status_id: 7, name: 'Rejected', count: 1, amount: 500 },
    ]);
  });

  it('counts one status over the days', () => {
    expect(statusCount(rows, 3)).toBe(3);
    expect(statusCount(rows, 6)).toBe(0);
  });
});
