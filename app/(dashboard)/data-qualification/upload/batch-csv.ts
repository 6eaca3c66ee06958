import Papa from 'papaparse';
import { restoredCell } from '@/lib/csv';
import { MAX_RECORDS_PER_BATCH } from '@/lib/qualification/limits';
import {
  BATCH_COLUMNS,
  BENEFICIARY_FIELDS,
  REQUIRED_COLUMNS,
  type BatchColumn,
  type ReadOutcome,
} from './batch-columns';

/** `1234.56`, `1234,56` or `1.234,56` as a number; null when it is none of those. */
export function parseAmount(text: string): number | null {
  const normalised = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  return /^\d+(\.\d{1,2})?$/.test(normalised) ? Number(normalised) : null;
}

/**
 * The batch in a CSV file's text (papaparse: quoted cells, CRLF/LF, and the delimiter guessed, so the `;` of a
 * pt-BR Excel works), or the reason it cannot be read. Columns are matched by header name in any order and case.
 */
export function readCsvBatch(text: string, name: string): ReadOutcome {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) return { error: { problem: 'unclosedQuote', row: (broken.row ?? 0) + 1 } };
  const [header = [], ...body] = parsed.data;
  if (header.every((cell) => cell.trim() === '')) return { error: { problem: 'fileEmpty' } };
  const names = header.map((cell) => cell.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) return { error: { problem: 'missingColumns', columns: missing } };
  const ignoredColumns = header.filter((cell) => {
    const name = cell.trim().toLowerCase();
    return name !== '' && !(BATCH_COLUMNS as readonly string[]).includes(name);
  });

  const items: unknown[] = [];
  const sources: number[] = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row = Object.fromEntries(
      BATCH_COLUMNS.map((column) => {
        const at = names.indexOf(column);
        return [column, at === -1 ? '' : restoredCell((cells[at] ?? '').trim())];
      }),
    ) as Record<BatchColumn, string>;
    items.push(toItem(row));
    sources.push(index + 2);
  });
  if (items.length === 0) return { error: { problem: 'noRecords' } };
  if (items.length > MAX_RECORDS_PER_BATCH) return { error: { problem: 'fileTooManyRecords', records: items.length } };
  return { batch: { origin: 'csv', name, items, sources, ignoredColumns } };
}

/** One `data[]` item; values the checks will judge (a bad amount too) are kept as written so they are reported. */
function toItem(row: Record<BatchColumn, string>) {
  const beneficiary: Record<string, string> = {};
  for (const field of BENEFICIARY_FIELDS) if (row[field] !== '') beneficiary[field] = row[field];
  // Spreadsheets love to change case; the API's enums are CHECKING/SAVINGS and cpf/cnpj.
  if (beneficiary.account_type) beneficiary.account_type = beneficiary.account_type.toUpperCase();
  if (beneficiary.document_type) beneficiary.document_type = beneficiary.document_type.toLowerCase();
  return {
    custom_code: row.custom_code,
    batch_code: row.batch_code,
    ...(row.amount !== '' ? { amount: parseAmount(row.amount) ?? row.amount } : {}),
    ...(row.notification_url !== '' ? { notification_url: row.notification_url } : {}),
    beneficiary,
  };
}
