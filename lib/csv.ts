/** A CSV cell: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null | undefined;

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return) as a formula. Buyer names and
 * invoices come from API callers, so such text cells get a leading apostrophe (OWASP's CSV-injection advice).
 * Numbers are ours and stay as they are.
 */
function neutralised(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 text (comma-separated, CRLF line ends) of a header and its rows. */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows].map((row) => row.map((value) => quoted(neutralised(value))).join(',')).join('\r\n') + '\r\n';
}
