import { describe, expect, it } from 'vitest';
import { formatDocument, isCnpj, isCpf, maskPayerDocument, normalizeDocument } from './documents';

describe('alphanumeric CNPJ (Receita Federal, from July 2026)', () => {
  // The Receita's published example, and vectors whose check digits were computed by hand with the official rule:
  // value of a character = ASCII code − 48, weights 2…9 from the right, DV = 0 when the remainder is < 2, else 11 − remainder.
  it.each(['12ABC34501DE35', '12.ABC.345/01DE-35', '12abc34501de35', 'A1B2C3D4E5F600'])(
    'judges %s by the official rule',
    (input) => {
      const normalized = normalizeDocument(input);
      expect(isCnpj(normalized)).toBe(checkDigits(normalized.slice(0, 12)) === normalized.slice(12));
    },
  );

  it('accepts the Receita example and refuses it with a wrong check digit', () => {
    expect(isCnpj(normalizeDocument('12.ABC.345/01DE-35'))).toBe(true);
    expect(isCnpj('12ABC34501DE36')).toBe(false);
    expect(isCnpj('12ABC34501DE53')).toBe(false);
  });

  it('keeps accepting numeric CNPJs and refuses letters in the check digits', () => {
    expect(isCnpj('11222333000181')).toBe(true);
    expect(isCnpj('11222333000182')).toBe(false);
    expect(isCnpj('12ABC34501DEA5')).toBe(false);
    expect(isCnpj('12ABC34501DE3')).toBe(false);
  });

  it('agrees with the official rule on generated alphanumeric bases', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let seed = 1; seed <= 200; seed += 1) {
      const base = Array.from({ length: 12 }, (_, i) => alphabet[(seed * 7 + i * 13 + seed * i) % 36]).join('');
      const valid = base + checkDigits(base);
      expect(isCnpj(valid), valid).toBe(true);
      const wrong = base + ((Number(checkDigits(base)) + 1) % 100).toString().padStart(2, '0');
      expect(isCnpj(wrong), wrong).toBe(false);
    }
  });

  it('formats numeric and alphanumeric CNPJs and CPFs', () => {
    expect(formatDocument('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(isCpf('52998224725')).toBe(true);
    expect(isCpf('5299822472A')).toBe(false);
  });
});

/** The official rule, written independently of the implementation under test. */
function checkDigits(base: string): string {
  const digit = (chars: string) => {
    const sum = [...chars]
      .reverse()
      .reduce((total, char, index) => total + (char.charCodeAt(0) - 48) * ((index % 8) + 2), 0);
    const remainder = sum % 11;
    return remainder < 2 ? 0 : 11 - remainder;
  };
  const first = digit(base);
  return `${first}${digit(base + String(first))}`;
}

describe('a payer document on the payment page', () => {
  it("hides a CPF's first three and last two digits", () => {
    expect(maskPayerDocument('52998224725')).toBe('CPF ***.982.247-**');
  });

  it('shows a CNPJ, numeric or alphanumeric, whole and formatted', () => {
    expect(maskPayerDocument('11222333000181')).toBe('CNPJ 11.222.333/0001-81');
    expect(maskPayerDocument('12ABC34501DE35')).toBe('CNPJ 12.ABC.345/01DE-35');
  });

  it('hides anything else entirely', () => {
    expect(maskPayerDocument('1234567')).toBe('*******');
  });
});
