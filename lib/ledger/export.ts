import type { Executor } from '@/db/client';
import { csvLines, type CsvValue } from '@/lib/csv';
import { fileStamp, filterEnd, filterStart, microIso } from '@/lib/dates';
import { invalidInput } from '@/lib/errors';
import type { Scope } from '@/lib/livemode';
import { formatBrl } from '@/lib/money';
import { saoPauloToday } from '@/lib/payin/rules';
import { balancesAt, merchantLedgerAccounts, type MerchantLedgerAccount } from './balances';
import { ofxClosing, ofxOpening, ofxTransaction, windows1252 } from './ofx';
import { entryBreakdown, STATEMENT_EXPORT_CHUNK, STATEMENT_EXPORT_MAX, TRANSACTION_TYPE_LABELS } from './rules';
import { statementAccounts, statementRows, statementSize, type StatementFilter, type StatementRow } from './statement';

/**
 * A statement as a file (docs/decisions.md, "Balance and statement"): CSV for spreadsheets, OFX for accounting
 * software. Everything that can refuse it (an unknown merchant or cursor, more than STATEMENT_EXPORT_MAX entries) is
 * checked before the first byte; then the entries stream a chunk at a time down the same keyset as the pages, so
 * memory stays flat and entries posted meanwhile (newer than the first) neither repeat nor shift a row.
 */

export type ExportFormat = 'csv' | 'ofx';
export type StatementExport = { fileName: string; body: ReadableStream<Uint8Array> };

/** Amounts in integer cents, as every export has them, so the file is exact in any spreadsheet locale. */
const CSV_COLUMNS: [string, (row: StatementRow) => CsvValue][] = [
  ['id', (row) => row.id],
  ['created_at', (row) => microIso(row.createdAt)],
  ['date', (row) => saoPauloToday(row.createdAt)],
  ['account', (row) => row.account],
  ['type', (row) => row.type],
  ['description', (row) => row.description],
  ['amount_cents', (row) => row.amount],
  ['balance_after_cents', (row) => row.balanceAfter],
  ['resource_type', (row) => (row.resourceId === null ? null : row.resourceType)],
  ['resource_id', (row) => row.resourceId],
  // After the first columns, so a reader of the earlier files finds them where they were.
  ['gross_cents', (row) => breakdownOf(row).gross],
  ['fee_cents', (row) => breakdownOf(row).fee],
  ['net_cents', (row) => breakdownOf(row).net],
];

const breakdownOf = (row: StatementRow) => entryBreakdown(row.type, row.amount, row.markup);

/** OFX has no fee element in a bank statement: an entry with a fee says its gross, fee and net in its memo. */
function ofxMemo(row: StatementRow): string {
  const { gross, fee, net } = breakdownOf(row);
  if (fee === 0) return row.description;
  return `${row.description} (gross ${formatBrl(gross)}, fee ${formatBrl(fee)}, net ${formatBrl(net)})`;
}

/** How one format writes the parts of its file. `closing` gets the newest entry written, if any. */
type FileWriter = {
  opening: string;
  rows: (rows: StatementRow[]) => string;
  closing: (newest: StatementRow | null) => Promise<string>;
  encode: (text: string) => Uint8Array;
};

const utf8 = new TextEncoder();

function csvWriter(): FileWriter {
  return {
    // The byte-order mark makes Excel read the accents as UTF-8, as the dashboard's CSV exports do.
    opening: '\uFEFF' + csvLines([CSV_COLUMNS.map(([name]) => name)]),
    rows: (rows) => csvLines(rows.map((row) => CSV_COLUMNS.map(([, value]) => value(row)))),
    closing: () => Promise.resolve(''),
    encode: (text) => utf8.encode(text),
  };
}

/** OFX: one account (the schema refuses `all`), its range, and its balance after the newest entry exported. */
function ofxWriter(
  db: Executor,
  scope: Scope,
  merchantAccountId: number,
  account: MerchantLedgerAccount | undefined,
  range: { start: Date; end: Date },
  filter: StatementFilter,
  now: Date,
): FileWriter {
  const kind = account?.kind ?? filter.account;
  return {
    opening: ofxOpening({
      bankId: 'PAYRAIL',
      accountId: `${scope.livemode ? '' : 'T'}${merchantAccountId}-${kind}`,
      currency: 'BRL',
      ...range,
      now,
    }),
    rows: (rows) =>
      rows
        .map((row) =>
          ofxTransaction({
            fitId: String(row.id),
            postedAt: row.createdAt,
            amount: row.amount,
            name: TRANSACTION_TYPE_LABELS[row.type],
            memo: ofxMemo(row),
            reference: row.resourceId === null ? null : `${row.resourceType} ${row.resourceId}`,
          }),
        )
        .join(''),
    closing: async (newest) => {
      if (newest) return ofxClosing(newest.balanceAfter, newest.createdAt);
      const [balances] = account ? await balancesAt(db, [account], [range.end]) : [];
      return ofxClosing(account && balances ? balances[account.kind] : 0, range.end);
    },
    encode: windows1252,
  };
}

export async function exportStatement(
  db: Executor,
  scope: Scope,
  merchantAccountId: number,
  filter: StatementFilter,
  format: ExportFormat,
  now: Date,
): Promise<StatementExport> {
  const accounts = statementAccounts(await merchantLedgerAccounts(db, scope, merchantAccountId), filter.account);
  const size = await statementSize(db, accounts, filter, STATEMENT_EXPORT_MAX);
  if (size.entries > STATEMENT_EXPORT_MAX) {
    throw invalidInput(
      'from',
      `An export holds at most ${STATEMENT_EXPORT_MAX.toLocaleString('en-US')} entries: choose a later from or an earlier to.`,
    );
  }
  const end = filter.to ? filterEnd(filter.to).at : now;
  const start = filter.from ? filterStart(filter.from) : (size.oldest ?? end);
  const writer =
    format === 'csv' ? csvWriter() : ofxWriter(db, scope, merchantAccountId, accounts[0], { start, end }, filter, now);
  return {
    fileName: `statement-${merchantAccountId}-${filter.account}-${fileStamp(now)}.${format}`,
    body: streamEntries(db, accounts, filter, writer),
  };
}

/** The file, pulled a chunk at a time: the reader's pace sets the queries' pace. */
function streamEntries(
  db: Executor,
  accounts: MerchantLedgerAccount[],
  filter: StatementFilter,
  writer: FileWriter,
): ReadableStream<Uint8Array> {
  let opened = false;
  let newest: StatementRow | null = null;
  let startingAfter = filter.startingAfter;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(writer.encode(writer.opening));
        return;
      }
      const { rows, hasMore } = await statementRows(db, accounts, { ...filter, startingAfter }, STATEMENT_EXPORT_CHUNK);
      newest ??= rows[0] ?? null;
      if (rows.length > 0) controller.enqueue(writer.encode(writer.rows(rows)));
      startingAfter = rows.at(-1)?.id;
      if (!hasMore) {
        controller.enqueue(writer.encode(await writer.closing(newest)));
        controller.close();
      }
    },
  });
}
