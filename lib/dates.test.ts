import { describe, expect, it } from 'vitest';
import { addDays, isFilterableDate, saoPauloDayStart } from './dates';

describe('isFilterableDate', () => {
  it.each(['0001-01-02', '2026-11-24', '9999-12-30', '2026-11-24T10:00:00Z', '9999-12-30T23:59:59.999Z'])(
    'takes %s',
    (value) => {
      expect(isFilterableDate(value)).toBe(true);
    },
  );

  // Each of these failed the query (500) as a list's bound: year 0, and years whose next day JavaScript prints as +010000.
  it.each(['0000-01-01', '0001-01-01', '9999-12-31', '9999-12-31T00:00:00Z', '+275760-09-13T00:00:00Z', 'not a date'])(
    'refuses %s',
    (value) => {
      expect(isFilterableDate(value)).toBe(false);
    },
  );
});

describe('São Paulo days', () => {
  it('start at 03:00 UTC, all year', () => {
    expect(saoPauloDayStart('2026-01-15').toISOString()).toBe('2026-01-15T03:00:00.000Z');
    expect(saoPauloDayStart('2026-07-15').toISOString()).toBe('2026-07-15T03:00:00.000Z');
  });

  it('add across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});
