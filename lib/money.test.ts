import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './cents';
import {
  formatBrl,
  formatCompactBrl,
  formatCount,
  formatPercent,
  formatReais,
  formatTypedAmount,
  parseTypedAmount,
  parseTypedNumber,
} from './money';

describe('money', () => {
  it('formats BRL with thousands dots, decimal comma and a plain space', () => {
    expect(formatBrl(0)).toBe('R$ 0,00');
    expect(formatBrl(5)).toBe('R$ 0,05');
    expect(formatBrl(123456)).toBe('R$ 1.234,56');
    expect(formatBrl(100000000)).toBe('R$ 1.000.000,00');
    expect(formatBrl(-1050)).toBe('-R$ 10,50');
    expect(() => formatBrl(1.5)).toThrow(RangeError);
  });

  it('writes BRL the English way in English, from the same integer cents', () => {
    expect(formatBrl(123456, 'en')).toBe('R$ 1,234.56');
    expect(formatBrl(100000000, 'en')).toBe('R$ 1,000,000.00');
    expect(formatBrl(-1050, 'en')).toBe('-R$ 10.50');
  });

  it('formats counts and percentages by locale', () => {
    expect(formatCount(5000, 'pt-BR')).toBe('5.000');
    expect(formatCount(5000, 'en')).toBe('5,000');
    expect(formatPercent(1.5, 'pt-BR')).toBe('1,5%');
    expect(formatPercent('30.8', 'en')).toBe('30.8%');
    expect(formatPercent(2, 'pt-BR')).toBe('2%');
  });

  it('writes a chart axis’s compact amounts by locale', () => {
    expect(formatCompactBrl(95_000, 'pt-BR')).toBe('R$ 950');
    expect(formatCompactBrl(150_000, 'pt-BR')).toBe('R$ 1,5 mil');
    expect(formatCompactBrl(1_234_567, 'pt-BR')).toBe('R$ 12 mil');
    expect(formatCompactBrl(123_456_789, 'pt-BR')).toBe('R$ 1,2 mi');
    expect(formatCompactBrl(150_000, 'en')).toBe('R$ 1.5K');
    expect(formatCompactBrl(123_456_789, 'en')).toBe('R$ 1.2M');
    expect(formatCompactBrl(-150_000, 'en')).toBe('-R$ 1.5K');
    expect(formatCompactBrl(0, 'pt-BR')).toBe('R$ 0');
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

  it('reads the ways Brazilians type money: 1.234,56, 1234,56, R$ 1.234,56, 1234.56', () => {
    for (const text of [
      '1.234,56',
      '1234,56',
      'R$ 1.234,56',
      'R$1.234,56',
      'r$ 1234,56',
      '1234.56',
      'R$\u00a01.234,56',
    ])
      expect(parseTypedAmount(text, 'pt-BR'), text).toBe(123456);
    expect(parseTypedAmount('1.234', 'pt-BR')).toBe(123400);
    expect(parseTypedAmount('1.000.000,00', 'pt-BR')).toBe(100000000);
    expect(parseTypedAmount('R$ 150,00', 'pt-BR')).toBe(15000);
  });

  it('reads the English forms in English: 1,234.56 and 1,234 group thousands there', () => {
    for (const text of ['1,234.56', '1234.56', 'R$ 1,234.56', '1234,56'])
      expect(parseTypedAmount(text, 'en'), text).toBe(123456);
    expect(parseTypedAmount('1,234', 'en')).toBe(123400);
  });

  it('refuses what it cannot read without guessing', () => {
    for (const text of [
      '',
      'abc',
      '-5',
      '1e3',
      '1,234',
      '1.234,567',
      '1.23.456,00',
      '12.34,56',
      '1.234.56',
      '1,234,56',
    ])
      expect(parseTypedAmount(text, 'pt-BR'), text).toBeNull();
    expect(parseTypedAmount('1.234', 'en')).toBeNull();
    expect(parseTypedAmount('99.999.999.999.999,00', 'pt-BR')).toBeNull();
  });

  it('is exact for every amount, typed either way (no float on the way)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (cents) => {
        expect(parseTypedAmount(formatBrl(cents, 'pt-BR'), 'pt-BR')).toBe(cents);
        expect(parseTypedAmount(formatBrl(cents, 'en'), 'en')).toBe(cents);
      }),
    );
  });
});

describe('formatTypedAmount', () => {
  it('writes cents as a person types them, with the locale’s decimal separator and no grouping', () => {
    expect(formatTypedAmount(123456, 'pt-BR')).toBe('1234,56');
    expect(formatTypedAmount(123456, 'en')).toBe('1234.56');
    expect(formatTypedAmount(5, 'pt-BR')).toBe('0,05');
    expect(formatTypedAmount(15000, 'en')).toBe('150.00');
  });

  it('is empty without an amount', () => {
    expect(formatTypedAmount(undefined, 'pt-BR')).toBe('');
    expect(formatTypedAmount(Number.NaN, 'en')).toBe('');
  });

  it('is read back as the same cents in its locale', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), fc.constantFrom('pt-BR', 'en'), (cents, locale) => {
        expect(parseTypedAmount(formatTypedAmount(cents, locale), locale)).toBe(cents);
      }),
    );
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
