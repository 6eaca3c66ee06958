import { describe, expect, it } from 'vitest';
import { decimalAmount, hasAtMostTwoDecimals, pixKeyProblem, sandboxPayoutFails } from './rules';

describe('pixKeyProblem', () => {
  it.each([
    ['52998224725', 'CPF'],
    ['11222333000181', 'CNPJ'],
    ['ana@example.com', 'EMAIL'],
    ['+5511987654321', 'PHONE'],
    ['+551133334444', 'PHONE'],
    ['123e4567-e89b-42d3-a456-426614174000', 'EVP'],
  ] as const)('accepts %s as %s', (key, type) => expect(pixKeyProblem(key, type)).toBeNull());

  it.each([
    ['52998224724', 'CPF'],
    ['529.982.247-25', 'CPF'],
    ['52998224725', 'CNPJ'],
    ['11222333000181', 'CPF'],
    ['ana@', 'EMAIL'],
    [`${'a'.repeat(70)}@example.com`, 'EMAIL'],
    ['11987654321', 'PHONE'],
    ['+1415555123', 'PHONE'],
    ['ana@example.com', 'EVP'],
    ['123e4567e89b42d3a456426614174000', 'EVP'],
  ] as const)('refuses %s as %s, saying why', (key, type) => expect(pixKeyProblem(key, type)).toMatch(/key/));
});

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
