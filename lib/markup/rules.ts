import Decimal from 'decimal.js';
import { toCents } from '@/lib/cents';
import { formatBrl } from '@/lib/money';
import type { markupModes } from './catalogue';

export type MarkupMode = (typeof markupModes)[number];

/** A markup as configured: fixed `amount` in BRL, or percent `amount` (0.3 = 0.3%) with min and max in BRL. */
export type MarkupTerms = {
  mode: MarkupMode;
  amount: number | string;
  min_charge_value?: number | string | null;
  max_charge_value?: number | string | null;
};

/**
 * How a markup was reached, as data, so the dashboard can tell it in the reader's language and formats: a fixed
 * amount, or a percentage of the base (`computedCents`, before the minimum or maximum, which `limit` names if one
 * applied).
 */
export type MarkupBasis =
  { mode: 'fixed' } | { mode: 'percent'; percent: string; computedCents: number; limit: 'minimum' | 'maximum' | null };

export type MarkupResult = {
  /** The markup charged, in cents. */
  cents: number;
  /** How it was reached, as the API tells it: "1,5% of R$ 10,00 = R$ 0,15 → raised to minimum R$ 0,50". */
  explanation: string;
  basis: MarkupBasis;
};

const present = (value: number | string | null | undefined): value is number | string =>
  value !== null && value !== undefined;

/**
 * The one markup computation, used by payin (base in cents), payout (its decimal amount converted to cents)
 * and the dashboard preview. Percent: base × percent / 100, rounded half-up to the cent, then raised to the
 * minimum or lowered to the maximum. Fixed: the amount, whatever the base. No floating point.
 */
export function computeMarkup(baseCents: number, terms: MarkupTerms): MarkupResult {
  if (!Number.isSafeInteger(baseCents) || baseCents < 0)
    throw new RangeError(`baseCents must be a non-negative integer, got ${baseCents}`);
  if (terms.mode === 'fixed') {
    const cents = toCents(terms.amount);
    return { cents, explanation: `fixed ${formatBrl(cents)}`, basis: { mode: 'fixed' } };
  }
  const computed = new Decimal(baseCents)
    .times(terms.amount)
    .dividedBy(100)
    .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
    .toNumber();
  const percent = new Decimal(terms.amount).toString();
  const computedText = `${percent.replace('.', ',')}% of ${formatBrl(baseCents)} = ${formatBrl(computed)}`;
  const basis = (limit: 'minimum' | 'maximum' | null) => ({
    mode: 'percent' as const,
    percent,
    computedCents: computed,
    limit,
  });
  const minimum = present(terms.min_charge_value) ? toCents(terms.min_charge_value) : null;
  const maximum = present(terms.max_charge_value) ? toCents(terms.max_charge_value) : null;
  if (minimum !== null && computed < minimum)
    return {
      cents: minimum,
      explanation: `${computedText} → raised to minimum ${formatBrl(minimum)}`,
      basis: basis('minimum'),
    };
  if (maximum !== null && computed > maximum)
    return {
      cents: maximum,
      explanation: `${computedText} → lowered to maximum ${formatBrl(maximum)}`,
      basis: basis('maximum'),
    };
  return { cents: computed, explanation: computedText, basis: basis(null) };
}
