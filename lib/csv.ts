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

/**
 * The rows of RFC 4180 text: quoted cells may hold the delimiter, doubled quotes and line breaks; lines may end in
 * CRLF, LF or CR; a leading BOM and a final line break are ignored. The delimiter is `,`, or the header line's
 * `;` when it has more of those (Excel in pt-BR saves CSV with semicolons). Cells are returned as written.
 */
export function parseCsv(text: string, delimiter: ',' | ';' = detectDelimiter(text)): string[][] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
  };
  while (index < source.length) {
    const char = source[index];
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          cell += '"';
          index += 2;
          continue;
        }
        quoted = false;
      } else {
        cell += char;
      }
      index++;
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      endRow();
      if (char === '\r' && source[index + 1] === '\n') index++;
    } else cell += char;
    index++;
  }
  if (quoted) throw new Error('The file ends inside a quoted cell: a closing quote (") is missing.');
  // The last line, unless the text ended with a line break.
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

/** `;` when the first line has more semicolons than commas outside quotes, else `,`. */
export function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}
