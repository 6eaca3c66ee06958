import Decimal from 'decimal.js';

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

/** Exact cents of a decimal currency amount with at most two places (`12.3` → 1230); throws otherwise. */
export function toCents(amount: number | string): number {
  const value = new Decimal(amount);
  if (value.decimalPlaces() > 2) throw new RangeError(`${amount} has more than two decimal places`);
  return value.times(100).toNumber();
}


/** Cents of an amount typed by a person: `1234`, `1234,5`, `1234.56` (no thousands separators); null if not one. */
export function parseTypedAmount(text: string): number | null {
  const match = /^(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
