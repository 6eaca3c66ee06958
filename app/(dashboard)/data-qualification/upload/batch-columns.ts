import { toCsv } from '@/lib/csv';

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
export type BatchColumn = (typeof BATCH_COLUMNS)[number];

export const REQUIRED_COLUMNS: BatchColumn[] = [
  'custom_code',
  'batch_code',
  'name',
  'bank_code',
  'bank_branch',
  'account',
  'account_digit',
  'account_type',
  'document',
  'document_type',
];

/** The columns that go under `beneficiary` in a `data[]` item. */
export const BENEFICIARY_FIELDS = [
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

/**
 * A batch as read from a CSV file or pasted JSON, before it is checked: the `data[]` items as they will be sent, and
 * where each came from (the file row, the header being row 1; or the 1-based position in the pasted array).
 */
export type ReadBatch = {
  origin: 'csv' | 'json';
  /** The file's name; null for pasted JSON. */
  name: string | null;
  items: unknown[];
  sources: number[];
  /** Columns of the file that are not part of the format; they are ignored. */
  ignoredColumns: string[];
  /** A pasted whole body's `service_id` and `merchant_id`, as written. */
  serviceId?: unknown;
  merchantId?: unknown;
};

/**
 * Why a file or pasted JSON cannot be read (or, for `fileTooLarge` and `failed`, was not), with the facts the page
 * needs to say so in the reader's language (`qualification.read`, read-problem.ts).
 */
export type ReadProblem =
  | { problem: 'fileEmpty' | 'noRecords' | 'nothingToRead' | 'notABatch' | 'emptyArray' }
  | { problem: 'unclosedQuote'; row: number }
  | { problem: 'missingColumns'; columns: string[] }
  | { problem: 'fileTooManyRecords' | 'arrayTooManyRecords'; records: number }
  | { problem: 'fileTooLarge'; name: string; bytes: number }
  | { problem: 'notJson' | 'failed'; detail: string };

export type ReadOutcome = { batch: ReadBatch } | { error: ReadProblem };

const SAMPLES: string[][] = [
  [
    'CUST-0001',
    'BATCH-2025-01',
    '1.50',
    'https://example.com/webhooks/payrail',
    'Maria da Silva',
    '341',
    '0001',
    '',
    '12345',
    '4',
    'CHECKING',
    '52998224725',
    'cpf',
    '1990-05-17',
    '+5511987654321',
    'São Paulo',
    '01310-100',
    'SP',
    'Av. Paulista, 1000',
  ],
  [
    'CUST-0002',
    'BATCH-2025-01',
    '',
    '',
    'Empresa Exemplo Ltda',
    '001',
    '1584',
    '',
    '00210169',
    '6',
    'SAVINGS',
    '11222333000181',
    'cnpj',
    '',
    '',
    'Rio de Janeiro',
    '20040-002',
    'RJ',
    '',
  ],
];

/** The template: the header and two sample records that qualify as Valid data (a CPF on checking with an amount, a CNPJ on savings without). */
export function templateCsv(): string {
  return toCsv([...BATCH_COLUMNS], SAMPLES);
}

/** The same two samples as a request body, for the JSON box. */
export function exampleJson(serviceId: number): string {
  const data = SAMPLES.map((sample) => {
    const row = Object.fromEntries(BATCH_COLUMNS.map((column, index) => [column, sample[index]])) as Record<
      BatchColumn,
      string
    >;
    const beneficiary = Object.fromEntries(
      BENEFICIARY_FIELDS.flatMap((field) => (row[field] ? [[field, row[field]]] : [])),
    );
    return {
      custom_code: row.custom_code,
      batch_code: row.batch_code,
      ...(row.amount ? { amount: Number(row.amount) } : {}),
      ...(row.notification_url ? { notification_url: row.notification_url } : {}),
      beneficiary,
    };
  });
  return JSON.stringify({ service_id: serviceId, data }, null, 2);
}
