import { describe, expect, it } from 'vitest';
import { assessRecord, effectiveService, qualificationDate } from './rules';

const base = {
  serviceId: 1,
  document: '52998224725',
  documentType: 'cpf' as const,
  bankCode: '001',
  bankBranch: '1584',
  account: '00210169',
  accountDigit: '6',
};

describe('effectiveService', () => {
  it('moves 4 and 5 without amount to 2 and 3, naming the new service', () => {
    expect(effectiveService(4, undefined)).toEqual({ serviceId: 2, changed: expect.stringContaining('changed to 2') });
    expect(effectiveService(5, null)).toEqual({ serviceId: 3, changed: expect.stringContaining('changed to 3') });
    expect(effectiveService(4, 10)).toEqual({ serviceId: 4, changed: null });
    expect(effectiveService(1, undefined)).toEqual({ serviceId: 1, changed: null });
  });
});

describe('assessRecord', () => {
  it('validates a good Banco do Brasil account', () => expect(assessRecord(base).statusId).toBe(5));
  it('refuses bad document digits', () =>
    expect(assessRecord({ ...base, document: '52998224724' })).toMatchObject({
      statusId: 6,
      description: expect.stringContaining('CPF'),
    }));
  it('refuses a document of the other type', () =>
    expect(assessRecord({ ...base, documentType: 'cnpj' }).statusId).toBe(6));
  it('refuses an unknown bank', () =>
    expect(assessRecord({ ...base, bankCode: '999' })).toMatchObject({
      statusId: 6,
      description: expect.stringContaining('bank list'),
    }));
  it('refuses bad account digits', () => expect(assessRecord({ ...base, accountDigit: '7' }).statusId).toBe(6));
  it('cannot validate a bank without an algorithm without a deposit', () =>
    expect(
      assessRecord({ ...base, bankCode: '077', bankBranch: '0001', account: '1234567', accountDigit: '8' }).statusId,
    ).toBe(7));
  it('confirms such a bank with a deposit service', () =>
    expect(
      assessRecord({
        ...base,
        serviceId: 2,
        bankCode: '077',
        bankBranch: '0001',
        account: '1234567',
        accountDigit: '8',
      }).statusId,
    ).toBe(5));
  it('waits for manual correction on services 3 and 5', () =>
    expect(assessRecord({ ...base, serviceId: 3, accountDigit: '7' })).toMatchObject({
      statusId: 9,
      description: expect.stringContaining('manual correction'),
    }));
});

it('formats dates as YYYY-MM-DD HH:mm:ss in UTC', () =>
  expect(qualificationDate(new Date('2026-03-10T12:34:56.789Z'))).toBe('2026-03-10 12:34:56'));
