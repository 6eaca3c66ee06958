import { describe, expect, it } from 'vitest';
import { searchTerms } from './rules';

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
