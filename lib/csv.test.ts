import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends, empty cells for missing values', () => {
    expect(toCsv(['id', 'name', 'paid'], [[1, 'Ana', null], [2, 'Bia', 500]])).toBe('id,name,paid\r\n1,Ana,\r\n2,Bia,500\r\n');
  });

  it('quotes cells with commas, quotes and line breaks', () => {
    expect(toCsv(['a'], [['x, y'], ['say "hi"'], ['two\nlines']])).toBe('a\r\n"x, y"\r\n"say ""hi"""\r\n"two\nlines"\r\n');
  });

  it('keeps spreadsheets from running text as a formula, but leaves numbers alone', () => {
    expect(toCsv(['a'], [['=HYPERLINK("x")'], ['+1'], ['@SUM(A1)'], [-5]])).toBe(`a\r\n"'=HYPERLINK(""x"")"\r\n'+1\r\n'@SUM(A1)\r\n-5\r\n`);
  });
});
