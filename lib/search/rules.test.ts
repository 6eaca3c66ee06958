import { describe, expect, it } from 'vitest';
import {
  containing,
  expectedShare,
  hasDigitGram,
  hasWordSeam,
  searchTerms,
  selectiveParts,
  type ColumnSample,
} from './rules';

describe('searchTerms', () => {
  it('reads an id, and a document with or without punctuation', () => {
    expect(searchTerms(' 42 ')).toMatchObject({ text: '42', id: 42, document: null, email: null });
    expect(searchTerms('529.982.247-25')).toMatchObject({ id: null, document: '52998224725' });
    expect(searchTerms('11.222.333/0001-81')).toMatchObject({ document: '11222333000181' });
    expect(searchTerms('52998224725')).toMatchObject({ id: 52998224725, document: '52998224725' });
  });

  it('reads an alphanumeric CNPJ, formatted or not, in any case', () => {
    expect(searchTerms('12.ABC.345/01DE-35')).toMatchObject({ document: '12ABC34501DE35' });
    expect(searchTerms('12abc34501de35')).toMatchObject({ document: '12ABC34501DE35' });
    expect(searchTerms('12ABC34501DE36').document).toBeNull();
  });

  it('reads an e-mail in lower case, a UUID, and keeps anything else as a code', () => {
    expect(searchTerms('Ana@Example.com')).toMatchObject({ email: 'ana@example.com', id: null, document: null });
    expect(searchTerms('3F0B8A52-6C1E-4D7A-9B2F-5E8C1D4A7B90').uuid).toBe('3f0b8a52-6c1e-4d7a-9b2f-5e8c1d4a7b90');
    expect(searchTerms('demo-store-online-001')).toEqual({
      text: 'demo-store-online-001',
      id: null,
      document: null,
      email: null,
      uuid: null,
      pattern: '%demo-store-online-001%',
    });
    expect(searchTerms('0').id).toBeNull();
  });

  it('makes a pattern for a part of a name or code, of 3 characters or more, with LIKE wildcards taken literally', () => {
    expect(searchTerms('Beatriz Lima').pattern).toBe('%Beatriz Lima%');
    expect(searchTerms('50%_off\\').pattern).toBe('%50\\%\\_off\\\\%');
    expect(searchTerms('ab').pattern).toBeNull();
  });
});

describe('selectiveParts and expectedShare', () => {
  // Invoices `INV-0000000…` and names drawn from a few first and last names, as pg_stats samples them.
  const invoices: ColumnSample = {
    common: [],
    bounds: ['042', '222', '313', '444', '555', '640', '789', '826', '926', '999'].map((n) => `INV-000000${n}`),
  };
  const names: ColumnSample = {
    common: [{ value: 'Beatriz Lima', share: 0.05 }],
    bounds: Array.from(
      { length: 100 },
      (_, n) => `${['Ana', 'Beatriz', 'Carla', 'Otávio'][n % 4]} ${['Lima', 'Souza', 'Rocha', 'Nunes', 'Dias'][n % 5]}`,
    ),
  };

  it('cuts the dense windows out of what the trigram index looks up, and keeps the rest', () => {
    // `INV-000` is in every invoice: the index reads what tells invoices apart.
    expect(selectiveParts('INV-000123456', invoices)).toEqual(['00123456']);
    expect(selectiveParts('abc-000123456', invoices)).toEqual(['abc-0', '00123456']);
    // Nothing dense, or no sample: the whole text.
    expect(selectiveParts('123456', invoices)).toBeNull();
    expect(selectiveParts('INV-000123456', null)).toBeNull();
    expect(selectiveParts('INV-000123456', { common: [], bounds: [] })).toBeNull();
    // Only dense windows: the whole text, there is nothing rarer to read.
    expect(selectiveParts('INV-0000', invoices)).toBeNull();
  });

  it('estimates how common a text is: its own share in the sample, or its words taken as independent', () => {
    // Beatriz Lima: 5 % common, and one bound in twenty of the rest.
    expect(expectedShare('Beatriz Lima', names)).toBeCloseTo(0.05 + 0.95 / 20, 6);
    // Never in that order in the sample: Lima in 5 % + a fifth of the rest, Beatriz in 5 % + a quarter.
    expect(expectedShare('Lima Beatriz', names)).toBeCloseTo((0.05 + 0.95 / 5) * (0.05 + 0.95 / 4), 6);
    expect(expectedShare('beatriz', names)).toBeCloseTo(0.05 + 0.95 / 4, 6);
    expect(expectedShare('Maria Lima', names)).toBe(0);
    expect(expectedShare('Beatriz Lima', null)).toBe(0);
    expect(expectedShare('---', names)).toBe(0);
  });

  it('escapes LIKE wildcards in a part as in the whole text', () => {
    expect(containing('5%_\\')).toBe('%5\\%\\_\\\\%');
  });
});

describe('hasWordSeam', () => {
  it('is true for two adjacent words of three characters or more, as word_seams (migration 0017) reads them', () => {
    expect(hasWordSeam('Otávio Nunes Rocha')).toBe(true);
    expect(hasWordSeam('vio nun')).toBe(true);
    expect(hasWordSeam('Maria da Silva Costa')).toBe(true); // "Silva Costa"
    expect(hasWordSeam('Maria da Silva')).toBe(false);
    expect(hasWordSeam('Lima')).toBe(false);
    expect(hasWordSeam('Zé Lima')).toBe(false);
    expect(hasWordSeam('INV-000123')).toBe(false);
  });
});

describe('hasDigitGram', () => {
  it('is six ASCII digits in a row, wherever they are', () => {
    expect(hasDigitGram('123456')).toBe(true);
    expect(hasDigitGram('INV-000123456')).toBe(true);
    expect(hasDigitGram('pedido 2026-000123')).toBe(true);
    expect(hasDigitGram('12345')).toBe(false);
    expect(hasDigitGram('123-456')).toBe(false);
    expect(hasDigitGram('１２３４５６')).toBe(false); // full-width digits are not [0-9], in JavaScript or in Postgres
  });
});
