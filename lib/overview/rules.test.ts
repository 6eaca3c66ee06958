import { describe, expect, it } from 'vitest';
import { bucketKeys, bucketOf, isFailingDelivery, overviewRange, paidRate } from './rules';

describe('overviewRange', () => {
  it('ends today in São Paulo and spans the period’s days', () => {
    // 02:00 UTC on the 23rd is still the 22nd in São Paulo.
    const range = overviewRange('7d', new Date('2026-11-23T02:00:00Z'));
    expect(range).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
    expect(range.start.toISOString()).toBe('2026-11-16T03:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(range.todayStart.toISOString()).toBe('2026-11-22T03:00:00.000Z');
  });
});

describe('buckets', () => {
  it('puts a day in its ISO week, which starts on Monday', () => {
    expect(bucketOf('2026-11-22', 'week')).toBe('2026-11-16'); // a Sunday
    expect(bucketOf('2026-11-23', 'week')).toBe('2026-11-23'); // a Monday
    expect(bucketOf('2026-11-22', 'day')).toBe('2026-11-22');
  });

  it('lists every bucket of the range, across a month end', () => {
    expect(bucketKeys('2026-10-30', '2026-11-02', 'day')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(bucketKeys('2026-11-01', '2026-11-16', 'week')).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
  });
});

describe('paidRate', () => {
  it('is paid over created to four decimals, and null without charges', () => {
    expect(paidRate(1, 3)).toBe(0.3333);
    expect(paidRate(2, 2)).toBe(1);
    expect(paidRate(0, 0)).toBeNull();
  });
});

describe('isFailingDelivery', () => {
  it('is a delivery that gave up, or one still retrying after a failed attempt', () => {
    expect(isFailingDelivery({ status: 'failed', lastError: 'receiver answered 500' })).toBe(true);
    expect(isFailingDelivery({ status: 'pending', lastError: 'receiver answered 503' })).toBe(true);
  });

  it('is not one waiting for its first attempt, delivered, or resent after it was delivered', () => {
    expect(isFailingDelivery({ status: 'pending', lastError: null })).toBe(false);
    expect(isFailingDelivery({ status: 'delivered', lastError: null })).toBe(false);
  });
});
