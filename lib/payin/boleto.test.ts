import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import {
  bankCodeDigit,
  barCodeFromDigitableLine,
  buildBarCode,
  digitableLine,
  dueDateFactor,
  formatDigitableLine,
  mod10,
  mod11,
} from './boleto';

const sample = {
  bankCode: '001',
  amountCents: 15_000,
  dueDate: '2026-12-01',
  agency: '1234',
  wallet: '17',
  ourNumber: '42',
  account: '7654321',
};

describe('boleto check digits', () => {
  it('mod 10 (FEBRABAN field digits), hand-checked', () => {
    // 0,0,1,9,0,0,0,0,0 with weights 2,1,… from the right: 9×1 + 1×2 = 11 → 10 − 1 = 9.
    expect(mod10('001900000')).toBe(9);
    expect(mod10('0000000000')).toBe(0);
    // 9×2 = 18 → 1 + 8 = 9 → 10 − 9 = 1.
    expect(mod10('9')).toBe(1);
  });

  it('mod 11 maps 0, 10 and 11 to 1', () => {
    expect(mod11('0000')).toBe(1);
    expect(mod11('1')).toBe(9); // 1×2 = 2 → 11 − 2 = 9
  });
});

describe('due date factor', () => {
  it('counts days from 1997-10-07 and restarts at 1000 on 2025-02-22', () => {
    expect(dueDateFactor('2000-07-03')).toBe('1000');
    expect(dueDateFactor('2025-02-21')).toBe('9999');
    expect(dueDateFactor('2025-02-22')).toBe('1000');
    expect(dueDateFactor('2025-02-23')).toBe('1001');
    expect(dueDateFactor('2026-12-01')).toBe(String(1000 + 647));
  });
});

describe('bar code and digitable line', () => {
  it('builds 44 and 47 digits that an independent validator accepts, with the right amount and due date', () => {
    const barCode = buildBarCode(sample);
    expect(barCode).toMatch(/^\d{44}$/);
    const line = digitableLine(barCode);
    expect(line).toMatch(/^\d{47}$/);
    expect(isValidBoleto(line)).toBe(true);
    // The line carries the bar code's fields: bank, currency, general digit, factor and amount.
    expect(line.slice(0, 4) + line[32] + line.slice(33)).toBe(barCode.slice(0, 19));
    const info = getBoletoInfo(line, { referenceDate: new Date('2026-11-22T00:00:00Z') });
    expect(info?.amount).toBe(15_000);
    expect(info?.bankCode).toBe('001');
    expect(info?.expirationDate?.toISOString().slice(0, 10)).toBe('2026-12-01');
  });

  it('is rejected by the validator once a digit changes', () => {
    const line = digitableLine(buildBarCode(sample));
    const tampered = line.slice(0, 40) + ((Number(line[40]) + 1) % 10) + line.slice(41);
    expect(isValidBoleto(tampered)).toBe(false);
  });

  it('stays valid across amounts, dates and our numbers', () => {
    for (let i = 0; i < 300; i++) {
      const input = {
        ...sample,
        amountCents: 500 + i * 7919,
        dueDate: `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
        ourNumber: String(i * 104729),
      };
      const line = digitableLine(buildBarCode(input));
      expect(isValidBoleto(line)).toBe(true);
      expect(getBoletoInfo(line)?.amount).toBe(input.amountCents);
    }
  });

  it('formats the line in its five groups', () => {
    const line = digitableLine(buildBarCode(sample));
    expect(formatDigitableLine(line).replace(/[ .]/g, '')).toBe(line);
    expect(formatDigitableLine(line)).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  });

  it('refuses inputs that do not fit', () => {
    expect(() => buildBarCode({ ...sample, amountCents: 10_000_000_000 })).toThrow(RangeError);
    expect(() => buildBarCode({ ...sample, ourNumber: '123456789012' })).toThrow(RangeError);
    expect(() => dueDateFactor('1999-01-01')).toThrow(RangeError);
  });
});

describe('bar code from a digitable line', () => {
  // Published pairs: Banco do Brasil's specification example (R$ 1,00 due 2007-12-31) and a Banco Original boleto
  // (R$ 20,00 due 2018-07-16) that many boleto validators test against.
  const PUBLISHED = [
    {
      line: '00190.50095 40144.816069 06809.350314 3 37370000000100',
      barCode: '00193373700000001000500940144816060680935031',
    },
    {
      line: '21290001192110001210904475617405975870000002000',
      barCode: '21299758700000020000001121100012100447561740',
    },
  ];

  it('gives the published bar codes of published lines, formatted or not', () => {
    for (const { line, barCode } of PUBLISHED) {
      expect(barCodeFromDigitableLine(line)).toBe(barCode);
      expect(barCodeFromDigitableLine(line.replace(/[ .]/g, ''))).toBe(barCode);
      expect(digitableLine(barCode)).toBe(line.replace(/[ .]/g, ''));
    }
  });

  it('undoes digitableLine for the boletos we issue', () => {
    for (let i = 0; i < 200; i++) {
      const barCode = buildBarCode({ ...sample, amountCents: 1 + i * 48_611, ourNumber: String(i * 7_654_321) });
      expect(barCodeFromDigitableLine(digitableLine(barCode))).toBe(barCode);
    }
  });

  it('refuses a line with a wrong field digit, a wrong general digit, or the wrong length', () => {
    const line = PUBLISHED[0]!.line.replace(/[ .]/g, '');
    const changed = (at: number) => line.slice(0, at) + ((Number(line[at]) + 1) % 10) + line.slice(at + 1);
    expect(() => barCodeFromDigitableLine(changed(2))).toThrow(/field check digit/); // field 1
    expect(() => barCodeFromDigitableLine(changed(15))).toThrow(/field check digit/); // field 2
    expect(() => barCodeFromDigitableLine(changed(25))).toThrow(/field check digit/); // field 3
    expect(() => barCodeFromDigitableLine(changed(40))).toThrow(/general check digit/); // the amount
    expect(() => barCodeFromDigitableLine(line.slice(1))).toThrow(/47 digits/);
    expect(() => barCodeFromDigitableLine(`${line.slice(0, 46)}x`)).toThrow(/47 digits/);
  });
});

describe('bank code digit', () => {
  it('matches the digits banks print beside their codes', () => {
    expect(bankCodeDigit('001')).toBe(9); // Banco do Brasil
    expect(bankCodeDigit('033')).toBe(7); // Santander
    expect(bankCodeDigit('104')).toBe(0); // Caixa: 11 − 1 = 10 becomes 0
    expect(bankCodeDigit('237')).toBe(2); // Bradesco
    expect(bankCodeDigit('341')).toBe(7); // Itaú
  });
});
