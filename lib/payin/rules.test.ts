import { describe, expect, it } from 'vitest';
import {
  boletoExpiresAt,
  cancelEligibility,
  isLocalDateTime,
  pixExpiresAt,
  sandboxOutcome,
  saoPauloDateTime,
  saoPauloToday,
} from './rules';
import { isCalendarDate, microIso } from '@/lib/dates';

const created = new Date('2026-03-10T12:00:00.000Z');

describe('cancelEligibility', () => {
  it('lets a pix charge go from five minutes after creation', () => {
    const charge = { paymentMethod: 'pix' as const, statusId: 1, createdAt: created };
    const early = cancelEligibility(charge, new Date('2026-03-10T12:04:59.999Z'));
    expect(early).toEqual({
      eligible: false,
      reason: expect.stringContaining('5 minutes'),
      eligibleAt: new Date('2026-03-10T12:05:00.000Z'),
    });
    expect(cancelEligibility(charge, new Date('2026-03-10T12:05:00.000Z'))).toEqual({ eligible: true });
  });

  it('makes a boleto wait thirty minutes', () => {
    const charge = { paymentMethod: 'boleto' as const, statusId: 1, createdAt: created };
    expect(cancelEligibility(charge, new Date('2026-03-10T12:29:00Z')).eligible).toBe(false);
    expect(cancelEligibility(charge, new Date('2026-03-10T12:30:00Z')).eligible).toBe(true);
  });

  it('refuses any status but Created, naming the status, with no date to wait for', () => {
    const result = cancelEligibility(
      { paymentMethod: 'pix', statusId: 3, createdAt: created },
      new Date('2026-03-11T00:00:00Z'),
    );
    expect(result).toEqual({ eligible: false, reason: expect.stringContaining('Paid'), eligibleAt: null });
  });
});

describe('São Paulo dates', () => {
  it('puts 01:00 UTC on the previous São Paulo day', () => {
    expect(saoPauloToday(new Date('2026-03-10T01:00:00Z'))).toBe('2026-03-09');
    expect(saoPauloToday(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-10');
  });

  it('expires a boleto when its due day ends in São Paulo', () => {
    expect(boletoExpiresAt('2026-03-10').toISOString()).toBe('2026-03-11T03:00:00.000Z');
    expect(boletoExpiresAt('2026-12-31').toISOString()).toBe('2027-01-01T03:00:00.000Z');
  });

  it('reads a pix expiry as São Paulo wall-clock time', () => {
    expect(pixExpiresAt('2026-03-10T23:30:00').toISOString()).toBe('2026-03-11T02:30:00.000Z');
  });

  it('writes an instant as a São Paulo pix expiry that reads back as the same instant', () => {
    const at = new Date('2026-03-11T02:30:15.000Z');
    expect(saoPauloDateTime(at)).toBe('2026-03-10T23:30:15');
    expect(pixExpiresAt(saoPauloDateTime(at))).toEqual(at);
  });

  it('accepts only real days and instants', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-2-28')).toBe(false);
    expect(isLocalDateTime('2027-02-28T23:59:59')).toBe(true);
    expect(isLocalDateTime('2027-02-28T24:00:00')).toBe(false);
    expect(isLocalDateTime('2027-02-28T10:00:00Z')).toBe(false);
  });
});

it('knows the sandbox documents the README lists and nothing else', () => {
  expect(sandboxOutcome('58713371126')).toBe('settles');
  expect(sandboxOutcome('59730932395')).toBe('settles');
  expect(sandboxOutcome('90836247060')).toBe('rejected');
  expect(sandboxOutcome('76145193026')).toBe('refused');
  expect(sandboxOutcome('52998224725')).toBeNull();
});

it('writes microseconds', () => {
  expect(microIso(new Date('2026-03-10T12:00:00.123Z'))).toBe('2026-03-10T12:00:00.123000Z');
});
