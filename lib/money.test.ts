import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './cents';
import { formatBrl, formatReais, parseTypedAmount, parseTypedNumber } from './money';

describe('money', () => {
  it('formats BRL with thousands dots, decimal comma and a plain space', () => {
    expect(formatBrl(0)).toBe('R$ 0,00');
    expect(formatBrl(5)).toBe('R$ 0,05');
    expect(formatBrl(123456)).toBe('R$ 1.234,56');
    expect(formatBrl(100000000)).toBe('R$ 1.000.000,00');
    expect(formatBrl(-1050)).toBe('-R$ 10,50');
    expect(() => formatBrl(1.5)).toThrow(RangeError);
  });
});

describe('formatReais', () => {
  it('formats API amounts in reais exactly as formatBrl of their exact cents', () => {
    expect(formatReais('0.01')).toBe('R$ 0,01');
    expect(formatReais('15000000')).toBe('R$ 15.000.000,00');
    expect(formatReais(0)).toBe('R$ 0,00');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (cents) => {
        const reais = cents / 100;
        expect(formatReais(reais)).toBe(formatBrl(toCents(reais)));
      }),
    );
  });

  it('refuses more than two decimal places', () => {
    for (const reais of [1.005, '1.005', 1e-7]) expect(() => formatReais(reais)).toThrow(RangeError);
  });
});

describe('parseTypedAmount', () => {
  it('reads whole and decimal amounts with a comma or a dot', () => {
    expect(parseTypedAmount('100')).toBe(10000);
    expect(parseTypedAmount('100,5')).toBe(10050);
    expect(parseTypedAmount(' 1234.56 ')).toBe(123456);
    expect(parseTypedAmount('0,01')).toBe(1);
  });

  it('refuses anything else', () => {
    for (const text of ['', 'abc', '1.234,56', '1,234', '-5', '1.005', '1e3'])
      expect(parseTypedAmount(text)).toBeNull();
  });
});

describe('parseTypedNumber', () => {
  it('reads a decimal comma as a point, leaves empty fields unsent and garbage for the schema', () => {
    expect(parseTypedNumber('0,5')).toBe(0.5);
    expect(parseTypedNumber(' 2.25 ')).toBe(2.25);
    expect(parseTypedNumber('')).toBeUndefined();
    expect(parseTypedNumber(undefined)).toBeUndefined();
    expect(parseTypedNumber('abc')).toBeNaN();
  });
});
