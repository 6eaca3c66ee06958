import { describe, expect, it } from 'vitest';
import { csvCell, restoredCell, toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends, empty cells for missing values', () => {
    expect(
      toCsv(
        ['id', 'name', 'paid'],
        [
          [1, 'Ana', null],
          [2, 'Bia', 500],
        ],
      ),
    ).toBe('id,name,paid\r\n1,Ana,\r\n2,Bia,500\r\n');
  });

  it('quotes cells with commas, semicolons, quotes and line breaks', () => {
    expect(toCsv(['a'], [['x, y'], ['say "hi"'], ['two\nlines'], ['a;b']])).toBe(
      'a\r\n"x, y"\r\n"say ""hi"""\r\n"two\nlines"\r\n"a;b"\r\n',
    );
  });

  it('keeps spreadsheets from running text as a formula: apostrophe first, and quoted', () => {
    expect(toCsv(['a'], [['=HYPERLINK("x")'], ['+1'], ['@SUM(A1)']])).toBe(
      `a\r\n"'=HYPERLINK(""x"")"\r\n"'+1"\r\n"'@SUM(A1)"\r\n`,
    );
  });
});

describe('csvCell', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+55 11 99999', `"'+55 11 99999"`],
    ['-150', `"'-150"`],
    ['@cmd', `"'@cmd"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['Ana;=cmd|" /C calc"!A0', `"'Ana;=cmd|"" /C calc""!A0"`],
    ['x;+1', `"'x;+1"`],
  ])('neutralises %j as %s', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('reads back what it neutralised, and nothing else', () => {
    for (const text of ['+5511987654321', '=1+1', '-150', 'Ana;=cmd', "'quoted by the user", 'plain']) {
      const written = csvCell(text);
      const unquoted = written.startsWith('"') ? written.slice(1, -1).replace(/""/g, '"') : written;
      expect(restoredCell(unquoted)).toBe(text);
    }
  });

  it('leaves plain text and our own numbers alone, a negative amount included', () => {
    expect(csvCell('Ana Souza')).toBe('Ana Souza');
    expect(csvCell('a-b@c.com')).toBe('a-b@c.com');
    expect(csvCell(-150)).toBe('-150');
    expect(csvCell(0)).toBe('0');
  });
});
