import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatTime,
  isFilterableDate,
  saoPauloDayStart,
} from './dates';

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

describe('formatDateTime and friends', () => {
  const at = '2026-11-24T17:05:00Z';
  it('tell an instant in the zone and locale given, whatever the machine runs in', () => {
    expect(formatDateTime(at, { locale: 'pt-BR', timeZone: 'America/Sao_Paulo' })).toBe('24/11/2026 14:05');
    expect(formatDateTime(at, { locale: 'en', timeZone: 'America/New_York' })).toBe('11/24/2026, 12:05 PM');
    expect(formatDate('2026-11-25T01:00:00Z', { locale: 'pt-BR', timeZone: 'America/Sao_Paulo' })).toBe('24/11/2026');
    expect(formatTime(at, { locale: 'pt-BR', timeZone: 'UTC' })).toBe('17:05');
  });

  it('write a calendar day as that day in every zone', () => {
    expect(formatCalendarDay('2026-12-01', 'pt-BR')).toBe('01/12/2026');
    expect(formatCalendarDay('2026-12-01', 'en')).toBe('12/01/2026');
  });

  it('write a chart’s day without its year', () => {
    expect(formatDayMonth('2026-03-04', 'pt-BR')).toBe('04/03');
    expect(formatDayMonth('2026-03-04', 'en')).toBe('Mar 4');
    expect(formatDayMonth('2026-12-31', 'en')).toBe('Dec 31');
  });
});
