import type { LedgerAccountKind, LedgerTransactionType } from '@/db/schema';
import { formatBrl } from '@/lib/money';

/**
 * The read side's catalogues: what a statement covers, its page sizes and export limit (docs/decisions.md, "Balance
 * and statement"). Pure and free of runtime imports, so the dashboard's client components may import it.
 */

/** A merchant's statement reads one of its accounts (`available` unless asked), or all three merged by time. */
export const STATEMENT_ACCOUNTS = ['available', 'pending', 'reserved'] as const satisfies readonly LedgerAccountKind[];
export type StatementAccount = (typeof STATEMENT_ACCOUNTS)[number];
export const STATEMENT_SCOPES = [...STATEMENT_ACCOUNTS, 'all'] as const;
export type StatementScope = (typeof STATEMENT_SCOPES)[number];

/** What each transaction type means on a merchant's statement; typed by the ledger's types, so none can be missing. */
export const TRANSACTION_TYPE_LABELS: Record<LedgerTransactionType, string> = {
  payin_paid: 'Charge paid',
  payin_credited: 'Charge credited',
  payout_reserved: 'Payout reserved',
  payout_paid: 'Payout paid',
  payout_returned: 'Payout returned',
  refund_reserved: 'Refund reserved',
  refund_paid: 'Refund paid',
  refund_returned: 'Refund returned',
  adjustment: 'Adjustment',
  sandbox_topup: 'Sandbox top-up',
};
export const TRANSACTION_TYPES = Object.keys(TRANSACTION_TYPE_LABELS) as [
  LedgerTransactionType,
  ...LedgerTransactionType[],
];

export const STATEMENT_PAGE_SIZE = { default: 25, max: 100 } as const;

/**
 * The most entries one CSV or OFX export holds. It is streamed a page at a time, so the bound is for the reader's
 * spreadsheet or accounting software more than for the server: a larger range is exported in parts.
 */
export const STATEMENT_EXPORT_MAX = 100_000;
/** Entries fetched per query while an export streams. */
export const STATEMENT_EXPORT_CHUNK = 1_000;

export const STATEMENT_FORMATS = ['json', 'csv', 'ofx'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** The longest daily balance series one request returns: a year, a leap one included. */
export const BALANCE_SERIES_MAX_DAYS = 366;
export const BALANCE_SERIES_DEFAULT_DAYS = 30;

/** Why a merchant account's balance refuses a debit: the ledger's insufficient_funds, and the payout form's check. */
export function uncoveredDebitMessage(account: LedgerAccountKind, balanceCents: number, debitCents: number): string {
  return `The ${account} balance (${formatBrl(balanceCents)}) does not cover ${formatBrl(debitCents)}.`;
}
