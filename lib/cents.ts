import Decimal from 'decimal.js';

/** Exact cents of a decimal currency amount with at most two places (`12.3` → 1230); throws otherwise. */
export function toCents(amount: number | string): number {
  const value = new Decimal(amount);
  if (value.decimalPlaces() > 2) throw new RangeError(`${amount} has more than two decimal places`);
  return value.times(100).toNumber();
}
