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

/**
 * A sandbox top-up's description when its author gives none: Payrail's own words, which the dashboard says in its
 * reader's language (a description given is the author's, shown as written).
 */
export const SANDBOX_TOP_UP_DESCRIPTION = 'Sandbox top-up';

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

/** An entry as a finance team reads it, in signed cents like the entry: `net` is the entry's amount, `fee` the markup. */
export type EntryBreakdown = { gross: number; fee: number; net: number };

/**
 * Which way a cause's markup counts on its entries: the buyer pays a charge's markup on top (the merchant gets the
 * gross less the fee), the merchant pays a payout's on top (it is debited the gross plus the fee). Other causes
 * carry no fee.
 */
const FEE_DIRECTION: Partial<Record<LedgerTransactionType, 1 | -1>> = {
  payin_paid: 1,
  payin_credited: 1,
  payout_reserved: -1,
  payout_paid: -1,
  payout_returned: -1,
};

/**
 * Gross, fee and net of a statement entry whose cause (a charge or payout) carries `markup` cents, as Stripe's balance
 * transactions give them: `net` is the entry's amount, `fee` the markup (positive when the entry's movement pays it,
 * negative when it gives it back, as a returned payout does) and `gross = net + fee` the payment's own amount. A
 * charge of R$ 100,00 with R$ 1,50 of markup credited: gross 10150, fee 150, net 10000. A payout of R$ 50,00 with
 * R$ 1,00 reserved: gross -5000, fee 100, net -5100. Refunds, adjustments and top-ups: fee 0, gross = net.
 */
export function entryBreakdown(type: LedgerTransactionType, amount: number, markup: number): EntryBreakdown {
  const fee = (FEE_DIRECTION[type] ?? 0) * Math.sign(amount) * markup;
  return { gross: amount + fee, fee: fee === 0 ? 0 : fee, net: amount };
}

/** Why a merchant account's balance refuses a debit: the ledger's insufficient_funds, and the payout form's check. */
export function uncoveredDebitMessage(account: LedgerAccountKind, balanceCents: number, debitCents: number): string {
  return `The ${account} balance (${formatBrl(balanceCents)}) does not cover ${formatBrl(debitCents)}.`;
}
