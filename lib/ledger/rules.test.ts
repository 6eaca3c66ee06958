import { describe, expect, it } from 'vitest';
import { entryBreakdown } from './rules';

describe('entryBreakdown', () => {
  it('gives a charge the buyer’s total as gross, its markup as fee and the merchant’s part as net', () => {
    // R$ 100,00 with R$ 1,50 of markup: paid into pending, then moved to available.
    expect(entryBreakdown('payin_paid', 10_000, 150)).toEqual({ gross: 10_150, fee: 150, net: 10_000 });
    expect(entryBreakdown('payin_credited', 10_000, 150)).toEqual({ gross: 10_150, fee: 150, net: 10_000 });
    // The same credit, as it leaves pending: the mirror image.
    expect(entryBreakdown('payin_credited', -10_000, 150)).toEqual({ gross: -10_150, fee: -150, net: -10_000 });
  });

  it('gives a payout the amount sent as gross, its markup as fee and what it debits as net', () => {
    // R$ 50,00 with R$ 1,00 of markup: the merchant is debited R$ 51,00.
    expect(entryBreakdown('payout_reserved', -5_100, 100)).toEqual({ gross: -5_000, fee: 100, net: -5_100 });
    expect(entryBreakdown('payout_paid', -5_100, 100)).toEqual({ gross: -5_000, fee: 100, net: -5_100 });
    // Failed or rejected: the fee comes back with the amount.
    expect(entryBreakdown('payout_returned', 5_100, 100)).toEqual({ gross: 5_000, fee: -100, net: 5_100 });
  });

  it('keeps gross − fee = net, and gives no fee to refunds, adjustments, top-ups or a payment without markup', () => {
    for (const [type, amount, markup] of [
      ['refund_reserved', -3_000, 0],
      ['refund_paid', -3_000, 0],
      ['adjustment', 7_000, 0],
      ['sandbox_topup', 7_000, 0],
      ['payin_paid', 10_000, 0],
      ['payout_reserved', -5_000, 0],
    ] as const) {
      const breakdown = entryBreakdown(type, amount, markup);
      expect(breakdown).toEqual({ gross: amount, fee: 0, net: amount });
      expect(Object.is(breakdown.fee, -0)).toBe(false);
    }
  });
});
