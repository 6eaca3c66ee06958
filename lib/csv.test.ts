import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv, toCsv } from './csv';

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

describe('parseCsv', () => {
  it('reads rows and cells, with or without a final line break', () => {
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([['a', 'b'], ['1', '2']]);
    expect(parseCsv('a,b\n1,2')).toEqual([['a', 'b'], ['1', '2']]);
    expect(parseCsv('a,b\r1,2\r')).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('keeps empty cells, including trailing ones, and empty lines as a single empty cell', () => {
    expect(parseCsv('a,,c,\n\n1,2,,\n')).toEqual([['a', '', 'c', ''], [''], ['1', '2', '', '']]);
  });

  it('reads quoted cells with delimiters, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\r\n"two\r\nlines",""\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\r\nlines', ''],
    ]);
  });

  it('drops a leading BOM and reads back what toCsv writes', () => {
    const written = toCsv(['name', 'note'], [['Ana, Bia', 'a "b"'], ['multi\nline', null]]);
    expect(parseCsv(`\uFEFF${written}`)).toEqual([['name', 'note'], ['Ana, Bia', 'a "b"'], ['multi\nline', '']]);
  });

  it('detects semicolon-separated files by their header line', () => {
    expect(detectDelimiter('a;b;c\n1,5;2;3')).toBe(';');
    expect(detectDelimiter('"a;b",c\n')).toBe(',');
    expect(parseCsv('nome;valor\nAna;1,50\n')).toEqual([['nome', 'valor'], ['Ana', '1,50']]);
  });

  it('refuses text that ends inside a quoted cell', () => {
    expect(() => parseCsv('a\n"open')).toThrow(/closing quote/);
  });

  it('reads an empty text as no rows', () => {
    expect(parseCsv('')).toEqual([]);
  });
});
