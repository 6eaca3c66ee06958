import { describe, expect, it } from 'vitest';
import { countedRange, daysTouched } from './total-range';

describe('countedRange', () => {
  it('counts days given as days on the daily totals alone', () => {
    expect(countedRange('2026-11-01', '2026-11-30')).toEqual({
      days: { from: '2026-11-01', to: '2026-11-30' },
      parts: [],
    });
    expect(countedRange()).toEqual({ days: { from: undefined, to: undefined }, parts: [] });
    expect(countedRange(undefined, '2026-11-30')).toEqual({ days: { from: undefined, to: '2026-11-30' }, parts: [] });
  });

  it('counts the parts of days at instant ends row by row', () => {
    // 13:00 UTC is 10:00 in São Paulo (UTC−3).
    expect(countedRange('2026-11-01T13:00:00Z', '2026-11-30T13:00:00Z')).toEqual({
      days: { from: '2026-11-02', to: '2026-11-29' },
      parts: [
        { from: new Date('2026-11-01T13:00:00Z'), to: new Date('2026-11-02T03:00:00Z'), inclusive: false },
        { from: new Date('2026-11-30T03:00:00Z'), to: new Date('2026-11-30T13:00:00Z'), inclusive: true },
      ],
    });
  });

  it('takes an instant at the start of a São Paulo day as that whole day', () => {
    expect(countedRange('2026-11-01T03:00:00Z')).toEqual({ days: { from: '2026-11-01', to: undefined }, parts: [] });
  });

  it('counts a range without a whole day row by row, once', () => {
    expect(countedRange('2026-11-01T13:00:00Z', '2026-11-01T15:00:00Z')).toEqual({
      days: null,
      parts: [{ from: new Date('2026-11-01T13:00:00Z'), to: new Date('2026-11-01T15:00:00Z'), inclusive: true }],
    });
    expect(countedRange('2026-11-01', '2026-11-01T15:00:00Z')).toEqual({
      days: null,
      parts: [{ from: new Date('2026-11-01T03:00:00Z'), to: new Date('2026-11-01T15:00:00Z'), inclusive: true }],
    });
    expect(countedRange('2026-11-01T13:00:00Z', '2026-11-01')).toEqual({
      days: null,
      parts: [{ from: new Date('2026-11-01T13:00:00Z'), to: new Date('2026-11-02T03:00:00Z'), inclusive: false }],
    });
  });

  it('counts two partial days with no whole day between them row by row too', () => {
    expect(countedRange('2026-11-01T13:00:00Z', '2026-11-02T13:00:00Z')).toEqual({
      days: null,
      parts: [{ from: new Date('2026-11-01T13:00:00Z'), to: new Date('2026-11-02T13:00:00Z'), inclusive: true }],
    });
  });
});

describe('daysTouched', () => {
  it('covers every local day an interval can touch, ends included, and no more than two days beyond its length', () => {
    // A São Paulo month given as days: 30 days, walked as 31 and cut at the last day by Postgres.
    expect(daysTouched(new Date('2026-09-28T03:00:00Z'), new Date('2026-10-28T02:59:59.999Z'))).toBe(31);
    // Two instants an hour apart can straddle midnight: two days.
    expect(daysTouched(new Date('2026-11-01T02:30:00Z'), new Date('2026-11-01T03:30:00Z'))).toBe(2);
    // One instant: its own day (and one spare).
    expect(daysTouched(new Date('2026-11-01T12:00:00Z'), new Date('2026-11-01T12:00:00Z'))).toBe(2);
    // An interval with its ends reversed holds nothing, and walks no more than a single instant's days.
    expect(daysTouched(new Date('2026-11-05T00:00:00Z'), new Date('2026-11-01T00:00:00Z'))).toBe(2);
  });
});
