/** BRL formatting and parsing, free of dependencies: every dashboard page loads it (exact conversions: lib/cents.ts). */

/** `R$ 1.234,56` with a plain space: how Payrail shows BRL everywhere (API payout amounts, explanations, UI). */
export function formatBrl(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a safe integer, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const reais = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}R$ ${reais},${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * `R$ 1.234,56` for an amount in reais as the API writes it: a number, or decimal text, with at most two places
 * (`1234.56`, `'0.01'`). Read digit by digit, it is exact without decimal.js; anything else throws.
 */
export function formatReais(reais: number | string): string {
  const cents = parseTypedAmount(String(reais));
  if (cents === null) throw new RangeError(`${reais} is not an amount in reais with at most two decimal places`);
  return formatBrl(cents);
}

/** Cents of an amount typed by a person: `1234`, `1234,5`, `1234.56` (no thousands separators); null if not one. */
export function parseTypedAmount(text: string): number | null {
  const match = /^(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
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
