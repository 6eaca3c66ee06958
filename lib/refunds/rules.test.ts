import { describe, expect, it } from 'vitest';
import {
  REFUND_STATUS,
  refundableRemainder,
  refundedAmount,
  refundEligibility,
  refundRefusal,
  refundSubstatus,
  refundWindow,
  sandboxRefundFails,
  type RefundableCharge,
} from './rules';

const { requested, processing, paid, failed } = REFUND_STATUS;
// 23:30 in São Paulo on 1 March 2026 is 02:30 UTC on the 2nd.
const paidAt = new Date('2026-03-02T02:30:00.000Z');
const charge: RefundableCharge = { paymentMethod: 'pix', statusId: 3, paidAmount: 10_000, paidAt };
const now = new Date('2026-03-10T12:00:00.000Z');

describe('refundWindow', () => {
  it('counts 90 days from the São Paulo day of payment, through the end of day 90 there', () => {
    const window = refundWindow(paidAt);
    expect(window).toEqual({ lastDay: '2026-05-30', endsAt: new Date('2026-05-31T03:00:00.000Z') });
  });

  it('starts the count on the São Paulo day, not the UTC one', () => {
    // 00:10 on 2 March in São Paulo: one day later than 23:30 on the 1st, though both are 2 March in UTC.
    expect(refundWindow(new Date('2026-03-02T03:10:00.000Z')).lastDay).toEqual('2026-05-31');
    // The first and last instants of a São Paulo day share its window.
    expect(refundWindow(new Date('2026-03-01T03:00:00.000Z'))).toEqual(refundWindow(paidAt));
    expect(refundWindow(new Date('2026-03-02T02:59:59.999Z'))).toEqual(refundWindow(paidAt));
  });

  it('accepts a refund until the last millisecond of day 90 and refuses it at midnight', () => {
    expect(refundRefusal(charge, [], 100, new Date('2026-05-31T02:59:59.999Z'))).toBeNull();
    expect(refundRefusal(charge, [], 100, new Date('2026-05-31T03:00:00.000Z'))).toEqual({
      code: 'state_conflict',
      field: 'id',
      reason: 'period_ended',
      message: expect.stringContaining('ended on 2026-05-30'),
    });
  });
});

describe('refundRefusal', () => {
  it('refuses charges that were never paid, whatever their status', () => {
    for (const statusId of [1, 2, 5, 7]) {
      expect(refundRefusal({ ...charge, statusId, paidAt: null, paidAmount: null }, [], 100, now)).toMatchObject({
        code: 'state_conflict',
        field: 'id',
        reason: 'not_paid',
        message: 'Only a paid or credited charge can be refunded.',
      });
    }
  });

  it('accepts a paid or a credited pix charge', () => {
    expect(refundRefusal(charge, [], 10_000, now)).toBeNull();
    expect(refundRefusal({ ...charge, statusId: 4 }, [], 10_000, now)).toBeNull();
  });

  it('refuses boleto charges with the reason, even paid ones', () => {
    expect(refundRefusal({ ...charge, paymentMethod: 'boleto' }, [], 100, now)).toMatchObject({
      field: 'id',
      reason: 'boleto_unavailable',
      message: expect.stringContaining('bank account'),
    });
  });

  it('keeps the sum of refunds that are not failed within the paid amount', () => {
    const earlier = [
      { amount: 3_000, statusId: paid },
      { amount: 2_000, statusId: processing },
      { amount: 1_000, statusId: requested },
      { amount: 9_000, statusId: failed },
    ];
    expect(refundRefusal(charge, earlier, 4_000, now)).toBeNull();
    expect(refundRefusal(charge, earlier, 4_001, now)).toEqual({
      code: 'invalid',
      field: 'amount',
      reason: 'exceeds_remainder',
      message: 'The amount (R$ 40,01) exceeds what remains refundable of this charge (R$ 40,00).',
    });
  });

  it('refuses any amount once the refunds cover the paid amount', () => {
    const verdict = refundEligibility(charge, [{ amount: 10_000, statusId: requested }], now);
    expect(verdict).toMatchObject({ eligible: false, refusal: { field: 'id', reason: 'nothing_remains' } });
  });

  it('reports the remainder and the window to the dashboard', () => {
    expect(refundEligibility(charge, [{ amount: 2_500, statusId: paid }], now)).toEqual({
      eligible: true,
      remainder: 7_500,
      lastDay: '2026-05-30',
      endsAt: new Date('2026-05-31T03:00:00.000Z'),
    });
  });
});

describe('the charge’s refunded figures', () => {
  const refunds = [
    { amount: 3_000, statusId: paid },
    { amount: 2_000, statusId: processing },
    { amount: 1_000, statusId: failed },
  ];

  it('counts paid refunds only in refunded_amount, and none before payment', () => {
    expect(refundedAmount(10_000, refunds)).toBe(3_000);
    expect(refundedAmount(10_000, [])).toBe(0);
    expect(refundedAmount(null, [])).toBeNull();
  });

  it('leaves nothing negative in the remainder', () => {
    expect(refundableRemainder(10_000, refunds)).toBe(5_000);
    expect(refundableRemainder(null, [])).toBe(0);
  });

  it('names a partly and a fully refunded charge', () => {
    expect(refundSubstatus(10_000, 0)).toBeNull();
    expect(refundSubstatus(null, null)).toBeNull();
    expect(refundSubstatus(10_000, 3_000)).toEqual({ code: 'partially_refunded', name: 'Partially refunded' });
    expect(refundSubstatus(10_000, 10_000)).toEqual({ code: 'refunded', name: 'Refunded' });
  });
});

describe('sandbox', () => {
  it('fails refunds whose cents end in 66', () => {
    expect(sandboxRefundFails(1_066)).toBe(true);
    expect(sandboxRefundFails(66)).toBe(true);
    expect(sandboxRefundFails(1_000)).toBe(false);
    expect(sandboxRefundFails(1_606)).toBe(false);
  });
});
