import { parseCsv, toCsv } from '@/lib/csv';
import { MAX_RECORDS_PER_BATCH } from '@/lib/qualification/limits';

/** The upload file's columns, in the template's order; any order is read, by header name. */
export const BATCH_COLUMNS = [
  'custom_code',
  'batch_code',
  'amount',
  'notification_url',
  'name',
  'bank_code',
  'bank_branch',
  'bank_branch_digit',
  'account',
  'account_digit',
  'account_type',
  'document',
  'document_type',
  'birthdate',
  'phone',
  'city',
  'postal_code',
  'province_code',
  'address',
] as const;
type Column = (typeof BATCH_COLUMNS)[number];

export const REQUIRED_COLUMNS: Column[] = ['custom_code', 'batch_code', 'name', 'bank_code', 'bank_branch', 'account', 'account_digit', 'account_type', 'document', 'document_type'];

const BENEFICIARY_FIELDS = ['name', 'bank_code', 'bank_branch', 'bank_branch_digit', 'account', 'account_digit', 'account_type', 'document', 'document_type', 'birthdate', 'phone', 'city', 'postal_code', 'province_code', 'address'] as const;


/** One `data[]` item of the API; values the API will judge (a bad amount too) are sent as written so it reports them by line. */
export type BatchItem = {
  custom_code: string;
  batch_code: string;
  amount?: number | string;
  notification_url?: string;
  beneficiary: Record<string, string>;
};

export type Batch = {
  /** The header as written, and the rows' cells by column name. */
  header: string[];
  rows: Record<Column, string>[];
  items: BatchItem[];
  /** The spreadsheet row of each item (the header is row 1; blank lines are skipped), so an API line can be found in the file. */
  sheetRows: number[];
  /** Columns of the file that are not ours; they are ignored. */
  ignoredColumns: string[];
};

/** Our CSV export prefixes text starting with = + - @ with an apostrophe; a `+5511…` phone read back loses it again. */
const unneutralised = (value: string) => (/^'[=+\-@]/.test(value) ? value.slice(1) : value);

/** `1234.56`, `1234,56` or `1.234,56` as a number; null when it is none of those. */
export function parseAmount(text: string): number | null {
  const normalised = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  return /^\d+(\.\d{1,2})?$/.test(normalised) ? Number(normalised) : null;
}

/** The batch in a CSV file's text, or the reason it cannot be sent. */
export function readBatch(text: string): { batch: Batch } | { error: string } {
  let table: string[][];
  try {
    table = parseCsv(text);
  } catch (failure) {
    return { error: failure instanceof Error ? failure.message : String(failure) };
  }
  const [header = [], ...body] = table;
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  if (header.length === 0 || (header.length === 1 && header[0].trim() === '')) return { error: 'The file is empty.' };
  if (missing.length > 0) return { error: `The header line lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. Start from the template.` };
  const ignoredColumns = header.filter((_, index) => !(BATCH_COLUMNS as readonly string[]).includes(names[index]));

  const rows: Batch['rows'] = [];
  const sheetRows: number[] = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row = Object.fromEntries(BATCH_COLUMNS.map((column) => {
      const at = names.indexOf(column);
      return [column, at === -1 ? '' : unneutralised((cells[at] ?? '').trim())];
    })) as Record<Column, string>;
    rows.push(row);
    sheetRows.push(index + 2);
  });
  if (rows.length === 0) return { error: 'The file has a header line but no records.' };
  if (rows.length > MAX_RECORDS_PER_BATCH) return { error: `The file has ${rows.length.toLocaleString()} records; a batch may have at most ${MAX_RECORDS_PER_BATCH.toLocaleString()}. Split it into several files.` };

  const items = rows.map((row): BatchItem => {
    const beneficiary: Record<string, string> = {};
    for (const field of BENEFICIARY_FIELDS) if (row[field] !== '') beneficiary[field] = row[field];
    if (beneficiary.account_type) beneficiary.account_type = beneficiary.account_type.toUpperCase();
    if (beneficiary.document_type) beneficiary.document_type = beneficiary.document_type.toLowerCase();
    const item: BatchItem = { custom_code: row.custom_code, batch_code: row.batch_code, beneficiary };
    if (row.amount !== '') item.amount = parseAmount(row.amount) ?? row.amount;
    if (row.notification_url !== '') item.notification_url = row.notification_url;
    return item;
  });
  return { batch: { header, rows, items, sheetRows, ignoredColumns } };
}

/** The template: the header and two sample records (a CPF on a checking account with an amount, a CNPJ on savings without). */
export function templateCsv(): string {
  return toCsv(
    [...BATCH_COLUMNS],
    [
      ['CUST-0001', 'BATCH-2025-01', '1.50', 'https://example.com/webhooks/payrail', 'Maria da Silva', '341', '0001', '', '12345', '6', 'CHECKING', '52998224725', 'cpf', '1990-05-17', '+5511987654321', 'São Paulo', '01310-100', 'SP', 'Av. Paulista, 1000'],
      ['CUST-0002', 'BATCH-2025-01', '', '', 'Empresa Exemplo Ltda', '001', '1234', '5', '98765', '0', 'SAVINGS', '11222333000181', 'cnpj', '', '', 'Rio de Janeiro', '20040-002', 'RJ', ''],
    ],
  );
}
