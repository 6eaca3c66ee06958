import { describe, expect, it } from 'vitest';
import { isFilterableDate } from './dates';

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
