import { describe, expect, it } from 'vitest';
import { outcomeOfFailure, retryDelayMs } from './rules';

describe('job retry rules', () => {
  it('doubles from five seconds and caps at one hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(10)).toBe(2_560_000);
    expect(retryDelayMs(11)).toBe(3_600_000);
    expect(retryDelayMs(50)).toBe(3_600_000);
  });

  it('refuses a non-positive attempt', () => {
    expect(() => retryDelayMs(0)).toThrow(RangeError);
    expect(() => retryDelayMs(1.5)).toThrow(RangeError);
  });

  it('schedules a retry until the last attempt, then fails', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(outcomeOfFailure(1, 3, now)).toEqual({ status: 'pending', runAt: new Date('2026-01-01T00:00:05Z') });
    expect(outcomeOfFailure(2, 3, now)).toEqual({ status: 'pending', runAt: new Date('2026-01-01T00:00:10Z') });
    expect(outcomeOfFailure(3, 3, now)).toEqual({ status: 'failed' });
  });

  it("follows a kind's own schedule, repeating its last delay", () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const schedule = [1_000, 60_000];
    expect(outcomeOfFailure(1, 5, now, schedule)).toEqual({
      status: 'pending',
      runAt: new Date('2026-01-01T00:00:01Z'),
    });
    expect(outcomeOfFailure(2, 5, now, schedule)).toEqual({
      status: 'pending',
      runAt: new Date('2026-01-01T00:01:00Z'),
    });
    expect(outcomeOfFailure(3, 5, now, schedule)).toEqual({
      status: 'pending',
      runAt: new Date('2026-01-01T00:01:00Z'),
    });
    expect(outcomeOfFailure(5, 5, now, schedule)).toEqual({ status: 'failed' });
  });
});
