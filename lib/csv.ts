/** A CSV cell: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null | undefined;

// A spreadsheet runs a cell as a formula when it starts with one of these; `;=` (or `;+`…) starts one in a locale
// whose separator is `;`, where a cell the file quotes only for commas would be split there.
const FORMULA_START = /^[=+\-@\t\r]|;[=+\-@\t\r]/;

/**
 * One cell's text (OWASP's CSV-injection advice): text that a spreadsheet would run as a formula gets a leading
 * apostrophe and quotes. Buyer names, invoices and descriptions come from API callers, so every string is checked,
 * a string of digits `-150` too. Only a `number` we formatted ourselves (cents, ids) is written bare, so that a
 * negative amount stays a number (docs/decisions.md, CSV exports).
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (FORMULA_START.test(value)) return `"'${value.replace(/"/g, '""')}"`;
  return /[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A cell's text as written before csvCell neutralised it: a `+5511…` phone read back from our own file loses its `'`. */
export function restoredCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** RFC 4180 lines (comma-separated, each ending in CRLF): a file written in parts, as a streamed export is. */
export function csvLines(rows: CsvValue[][]): string {
  return rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}

/** RFC 4180 text of a header and its rows. */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  return csvLines([header, ...rows]);
}
