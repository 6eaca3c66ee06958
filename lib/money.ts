/**
 * BRL, numbers and percentages written and read for people, free of dependencies: every dashboard page loads it
 * (exact conversions: lib/cents.ts; dates and times: lib/dates.ts). The UI passes its locale (lib/locale.ts); the API
 * keeps the pt-BR default, which its contract writes amounts in (docs/api.md).
 */
import type { Locale } from './locale';

/** The thousands and decimal separators of each locale. */
const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  'pt-BR': { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/**
 * `R$ 1.234,56` (pt-BR) or `R$ 1,234.56` (en), with a plain space: digit by digit from integer cents, never through a
 * float. pt-BR is how the API writes BRL (payout amounts, explanations).
 */
export function formatBrl(cents: number, locale: Locale = 'pt-BR'): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a safe integer, got ${cents}`);
  const { group, decimal } = SEPARATORS[locale];
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const reais = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${sign}R$ ${reais}${decimal}${String(absolute % 100).padStart(2, '0')}`;
}

/** A count with the locale's thousands separator: `5.000` (pt-BR), `5,000` (en). */
export function formatCount(count: number, locale: Locale): string {
  return formatDecimal(count, locale, 0);
}

/** A percentage given in percent (`1.5` → `1,5%` in pt-BR, `1.5%` in en), with up to `digits` decimals. */
export function formatPercent(percent: number | string, locale: Locale, digits = 2): string {
  return `${formatDecimal(Number(percent), locale, digits)}%`;
}

/** What a compact amount's thousands and millions are called. */
const COMPACT_UNITS: Record<Locale, { thousand: string; million: string }> = {
  'pt-BR': { thousand: ' mil', million: ' mi' },
  en: { thousand: 'K', million: 'M' },
};

/**
 * A chart axis's short amount in whole reais: `R$ 950`, `R$ 1,5 mil`, `R$ 12 mil`, `R$ 1,2 mi` (pt-BR) or `R$ 1.5K`,
 * `R$ 1.2M` (en). Rounded for reading only: money is never computed with it.
 */
export function formatCompactBrl(cents: number, locale: Locale): string {
  const reais = Math.abs(cents) / 100;
  const units = COMPACT_UNITS[locale];
  const [value, digits, unit] =
    reais >= 1_000_000
      ? [reais / 1_000_000, 1, units.million]
      : reais >= 1_000
        ? [reais / 1_000, reais >= 10_000 ? 0 : 1, units.thousand]
        : [reais, 0, ''];
  return `${cents < 0 ? '-' : ''}R$ ${formatDecimal(value, locale, digits)}${unit}`;
}

/**
 * A number with the locale's separators, up to `digits` decimals. The separators are written here, not by Intl, so
 * the server's render and the browser's hydration print the same characters (the upload page's React #418 was
 * "5,000" from the server against "5.000" from a pt-BR browser).
 */
export function formatDecimal(value: number, locale: Locale, digits: number): string {
  const { group, decimal } = SEPARATORS[locale];
  const [whole = '', fraction] = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits, useGrouping: false })
    .format(value)
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return fraction ? `${grouped}${decimal}${fraction}` : grouped;
}

/**
 * `R$ 1.234,56` for an amount in reais as the API writes it: a number, or decimal text, with at most two places
 * (`1234.56`, `'0.01'`). Read digit by digit, it is exact without decimal.js; anything else throws.
 */
export function formatReais(reais: number | string, locale: Locale = 'pt-BR'): string {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(String(reais));
  if (!match) throw new RangeError(`${reais} is not an amount in reais with at most two decimal places`);
  return formatBrl(centsOf(match[1]!, match[2]), locale);
}

const centsOf = (reais: string, fraction = '') => Number(reais) * 100 + Number(fraction.padEnd(2, '0'));

/**
 * Cents of an amount typed by a person, read as text and never through a float; null when it is not one. Takes
 * `R$ 1.234,56`, `1.234,56`, `1234,56`, `1234.56` and `1234`, and in English `1,234.56`: when both separators appear
 * the last is the decimal one and the other must group thousands; a lone separator followed by one or two digits is
 * decimal; a lone separator followed by groups of three digits groups thousands in the locale that groups with it
 * (`1.234` is R$ 1.234,00 in pt-BR; `1,234` is R$ 1,234.00 in en) and is refused in the other, where it is ambiguous.
 */
export function parseTypedAmount(text: string, locale: Locale = 'pt-BR'): number | null {
  const typed = text.replace(/^\s*R\$/i, '').replace(/[\s\u00a0]/g, '');
  const decimal = /^(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(typed);
  if (decimal) return centsOf(decimal[1]!, decimal[2]);
  // Groups of three after one to three digits, all with the same separator; then the other one, or nothing.
  const grouped = /^(\d{1,3}([.,])\d{3}(?:\2\d{3})*)(?:([.,])(\d{1,2}))?$/.exec(typed);
  if (!grouped || grouped[2] === grouped[3]) return null;
  // With a decimal part the grouping is plain; without, only the locale's own group separator is read as one.
  if (grouped[3] === undefined && grouped[2] !== SEPARATORS[locale].group) return null;
  const reais = grouped[1]!.replace(/[.,]/g, '');
  return reais.length <= 13 ? centsOf(reais, grouped[4]) : null;
}

/**
 * An amount as a person types it into an amount field, `1234,56` (pt-BR) or `1234.56` (en): the field's starting text,
 * which parseTypedAmount reads back to the same cents. Empty when there is no amount yet.
 */
export function formatTypedAmount(cents: number | undefined, locale: Locale): string {
  if (cents === undefined || !Number.isSafeInteger(cents)) return '';
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}${SEPARATORS[locale].decimal}${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * A number typed into a form field, left for a zod schema to judge: empty means "not sent" (undefined), a decimal
 * comma is read as a point (0,5 = 0.5), and anything else becomes Number(text), NaN included, so the schema reports it.
 */
export function parseTypedNumber(value: string | number | null | undefined): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  const text = String(value).trim();
  return Number(/^\d+,\d+$/.test(text) ? text.replace(',', '.') : text);
}
