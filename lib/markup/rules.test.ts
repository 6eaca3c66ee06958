import { describe, expect, it } from 'vitest';
import { createMarkupSchema } from './schemas';
import { computeMarkup } from './rules';

describe('computeMarkup: fixed', () => {
  it('charges the amount whatever the base', () => {
    for (const base of [0, 1, 500, 10_000_000])
      expect(computeMarkup(base, { mode: 'fixed', amount: 2.5 }).cents).toBe(250);
    expect(computeMarkup(1000, { mode: 'fixed', amount: '0.01' })).toEqual({
      cents: 1,
      explanation: 'fixed R$ 0,01',
      basis: { mode: 'fixed' },
    });
  });
});

describe('computeMarkup: percent', () => {
  it('takes the percentage of the base, half-up to the cent', () => {
    expect(computeMarkup(1000, { mode: 'percent', amount: 0.3, min_charge_value: 0.01 })).toEqual({
      cents: 3,
      explanation: '0,3% of R$ 10,00 = R$ 0,03',
      basis: { mode: 'percent', percent: '0.3', computedCents: 3, limit: null },
    });
    // 0.5% of R$ 1,01 = 0.505 cents → 1; 0.5% of R$ 0,99 = 0.495 → 0 before the minimum.
    expect(computeMarkup(101, { mode: 'percent', amount: 0.5, min_charge_value: null }).cents).toBe(1);
    expect(computeMarkup(99, { mode: 'percent', amount: 0.5 }).cents).toBe(0);
    // 1.25% of 1234 cents = 15.425 → 15; 2.5% of 1030 = 25.75 → 26; exactly half: 0.5% of 1100 = 5.5 → 6.
    expect(computeMarkup(1234, { mode: 'percent', amount: 1.25 }).cents).toBe(15);
    expect(computeMarkup(1030, { mode: 'percent', amount: 2.5 }).cents).toBe(26);
    expect(computeMarkup(1100, { mode: 'percent', amount: 0.5 }).cents).toBe(6);
  });

  it('raises to the minimum, lowers to the maximum, and keeps values at the bounds', () => {
    const terms = { mode: 'percent' as const, amount: 1.5, min_charge_value: 0.5, max_charge_value: 10 };
    expect(computeMarkup(1000, terms)).toEqual({
      cents: 50,
      explanation: '1,5% of R$ 10,00 = R$ 0,15 → raised to minimum R$ 0,50',
      basis: { mode: 'percent', percent: '1.5', computedCents: 15, limit: 'minimum' },
    });
    expect(computeMarkup(100_000, terms)).toEqual({
      cents: 1000,
      explanation: '1,5% of R$ 1.000,00 = R$ 15,00 → lowered to maximum R$ 10,00',
      basis: { mode: 'percent', percent: '1.5', computedCents: 1500, limit: 'maximum' },
    });
    expect(computeMarkup(10_000, terms)).toEqual({
      cents: 150,
      explanation: '1,5% of R$ 100,00 = R$ 1,50',
      basis: { mode: 'percent', percent: '1.5', computedCents: 150, limit: null },
    });
    // At the bounds exactly: no clamp message.
    expect(computeMarkup(3334, { ...terms }).cents).toBe(50);
    expect(computeMarkup(3334, terms).explanation).toBe('1,5% of R$ 33,34 = R$ 0,50');
    expect(computeMarkup(66_667, terms).explanation).toBe('1,5% of R$ 666,67 = R$ 10,00');
    expect(computeMarkup(66_667, terms).basis).toMatchObject({ computedCents: 1000, limit: null });
  });

  it('has no maximum when none is set', () => {
    expect(computeMarkup(1_000_000_000, { mode: 'percent', amount: 100, min_charge_value: 0.01 }).cents).toBe(
      1_000_000_000,
    );
  });

  it('refuses a negative or fractional base', () => {
    expect(() => computeMarkup(-1, { mode: 'fixed', amount: 1 })).toThrow(RangeError);
    expect(() => computeMarkup(10.5, { mode: 'fixed', amount: 1 })).toThrow(RangeError);
  });

  it('matches an independent integer reference on random inputs', () => {
    // Reference: percent in hundredths (p), markup = round_half_up(base × p / 10000), all in BigInt, then clamp.
    let seed = 20261122;
    const random = (limit: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % limit;
    };
    for (let i = 0; i < 5000; i++) {
      const base = random(20_000_000);
      const hundredths = 1 + random(10_000);
      const minCents = 1 + random(500);
      const maxCents = random(3) === 0 ? null : minCents + random(100_000);
      const raw = (BigInt(base) * BigInt(hundredths) * 2n + 10_000n) / 20_000n;
      let expected = Number(raw);
      if (expected < minCents) expected = minCents;
      else if (maxCents !== null && expected > maxCents) expected = maxCents;
      const terms = {
        mode: 'percent' as const,
        amount: (hundredths / 100).toFixed(2),
        min_charge_value: (minCents / 100).toFixed(2),
        max_charge_value: maxCents === null ? null : (maxCents / 100).toFixed(2),
      };
      expect(computeMarkup(base, terms).cents).toBe(expected);
    }
  });
});

describe('createMarkupSchema: which products a method applies to', () => {
  const rule = (product: string, payment_method: string) =>
    createMarkupSchema.safeParse({ account_id: 1, product, payment_method, type: 'global', mode: 'fixed', amount: 1 });

  it('takes every method for a payin and only pix for a payout, keyed on payment_method', () => {
    for (const method of ['pix', 'billet', 'credit_card']) expect(rule('payin', method).success).toBe(true);
    expect(rule('payout', 'pix').success).toBe(true);
    for (const method of ['billet', 'credit_card']) {
      const parsed = rule('payout', method);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['payment_method', `The payment_method of a payout markup must be pix: no payout is made by ${method}.`],
      ]);
    }
  });
});
