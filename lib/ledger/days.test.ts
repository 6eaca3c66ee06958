import { describe, expect, it } from 'vitest';
import { isDomainError } from '@/lib/errors';
import { historyDay, seriesDays } from './days';

// 01:30 UTC on the 10th is still the 9th in São Paulo.
const NOW = new Date('2026-03-10T01:30:00Z');

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (isDomainError(error, 'invalid')) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

describe('historyDay', () => {
  it('ends at the next São Paulo midnight', () => {
    expect(historyDay('2026-03-08', NOW)).toEqual({ date: '2026-03-08', end: new Date('2026-03-09T03:00:00Z') });
  });

  it('takes today, which ends later, and refuses a day that has not started', () => {
    expect(historyDay('2026-03-09', NOW).end).toEqual(new Date('2026-03-10T03:00:00Z'));
    expect(refusal(() => historyDay('2026-03-10', NOW))).toEqual({
      field: 'date',
      message: 'The date may not be in the future.',
    });
  });
});

describe('seriesDays', () => {
  it('defaults to the 30 days that end today', () => {
    const days = seriesDays({}, NOW);
    expect(days).toHaveLength(30);
    expect(days[0]?.date).toBe('2026-02-08');
    expect(days.at(-1)).toEqual({ date: '2026-03-09', end: new Date('2026-03-10T03:00:00Z') });
  });

  it('spans from and to, both included, across a month', () => {
    expect(seriesDays({ from: '2026-02-27', to: '2026-03-02' }, NOW).map((day) => day.date)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(seriesDays({ from: '2026-03-01' }, NOW)).toHaveLength(9);
  });

  it('refuses a reversed range, more than 366 days and a future end', () => {
    expect(refusal(() => seriesDays({ from: '2026-03-02', to: '2026-03-01' }, NOW)).field).toBe('to');
    expect(seriesDays({ from: '2025-03-09', to: '2026-03-09' }, NOW)).toHaveLength(366);
    expect(refusal(() => seriesDays({ from: '2025-03-08', to: '2026-03-09' }, NOW)).field).toBe('from');
    expect(refusal(() => seriesDays({ to: '2026-03-10' }, NOW)).field).toBe('to');
  });
});
