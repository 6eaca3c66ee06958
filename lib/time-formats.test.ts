import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime, formatDayMonth, formatTime } from './time-formats';

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
