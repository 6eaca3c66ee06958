import { expect, it } from 'vitest';
import { decimalAmount, hasAtMostTwoDecimals, sandboxPayoutFails } from './rules';

it('reads amounts exactly', () => {
  expect(hasAtMostTwoDecimals(1234.56)).toBe(true);
  expect(hasAtMostTwoDecimals(0.1)).toBe(true);
  expect(hasAtMostTwoDecimals(15e6)).toBe(true);
  expect(hasAtMostTwoDecimals(1e21)).toBe(true);
  expect(hasAtMostTwoDecimals(1.005)).toBe(false);
  expect(hasAtMostTwoDecimals(1e-7)).toBe(false);
  expect(hasAtMostTwoDecimals(1.5e-2)).toBe(false);
  expect(hasAtMostTwoDecimals(2.5e-1)).toBe(true);
  expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  expect(decimalAmount(123456)).toBe('1234.56');
  expect(decimalAmount(5)).toBe('0.05');
  expect(decimalAmount(1_500_000_000)).toBe('15000000.00');
});

it('fails the sandbox documents ending in 0000', () => {
  expect(sandboxPayoutFails('11222333000000')).toBe(true);
  expect(sandboxPayoutFails('52998224725')).toBe(false);
});
