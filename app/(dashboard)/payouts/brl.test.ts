import { describe, expect, it } from 'vitest';
import { formatBrl } from '@/lib/money';
import { brlTextInFormat, brlTextToCents, centsToDecimal, formatPixKey } from './brl';

describe('brlTextToCents', () => {
  it('reads the amounts the payout API writes, exactly', () => {
    expect(brlTextToCents('R$ 0,01')).toBe(1);
    expect(brlTextToCents('R$ 1.234,56')).toBe(123_456);
    expect(brlTextToCents('R$ 150.000.000,00')).toBe(15_000_000_000);
    expect(brlTextToCents('-R$ 1,00')).toBe(-100);
  });

  it('refuses anything else', () => {
    for (const text of ['1.234,56', 'R$ 1,234.56', 'R$ 1,5', 'R$ 1234,56', ''])
      expect(brlTextToCents(text), text).toBeNull();
  });
});

describe('brlTextInFormat', () => {
  const english = (cents: number) => formatBrl(cents, 'en');

  it('retells an API amount in the reader’s format', () => {
    expect(brlTextInFormat('R$ 1.234,56', english)).toBe('R$ 1,234.56');
    expect(brlTextInFormat('R$ 1.234,56', (cents) => formatBrl(cents, 'pt-BR'))).toBe('R$ 1.234,56');
  });

  it('shows a text it cannot read as the API wrote it', () => {
    expect(brlTextInFormat('about R$ 5', english)).toBe('about R$ 5');
  });
});

describe('centsToDecimal', () => {
  it('writes cents as a plain decimal', () => {
    expect(centsToDecimal(123_456)).toBe('1234.56');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(null)).toBeNull();
  });
});

describe('formatPixKey', () => {
  it('punctuates CPF and CNPJ keys and leaves the others as they are', () => {
    expect(formatPixKey({ key: '52998224725', key_type: 'CPF' })).toBe('529.982.247-25');
    expect(formatPixKey({ key: '+5511987654321', key_type: 'PHONE' })).toBe('+5511987654321');
  });
});
