import { and, count, desc, eq, inArray, min, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import { createdRangeFilters } from '@/db/filters';
import { theRow } from '@/db/rows';
import {
  ledgerEntries,
  ledgerTransactions,
  payinCharges,
  payoutPayments,
  type LedgerResourceType,
  type LedgerTransactionType,
} from '@/db/schema';
import { invalidInput } from '@/lib/errors';
import type { MerchantLedgerAccount } from './balances';
import type { StatementAccount, StatementScope } from './rules';

/**
 * A merchant's statement (docs/decisions.md, "Balance and statement"): its entries newest first, on one of its
 * accounts or on all three merged by time, paged by keyset on (created_at, id) so that a page costs the same at any
 * depth and entries appended meanwhile never shift the pages behind the cursor.
 */

export type StatementFilter = {
  account: StatementScope;
  type?: LedgerTransactionType;
  /** A São Paulo day (`YYYY-MM-DD`, included) or an instant, as the lists' created_at filters take them. */
  from?: string;
  to?: string;
  /** An entry id: the page starts just after (older than) it. */
  startingAfter?: number;
};

export type StatementRow = {
  id: number;
  account: StatementAccount;
  type: LedgerTransactionType;
  amount: number;
  balanceAfter: number;
  resourceType: LedgerResourceType;
  resourceId: number | null;
  description: string;
  /** The markup of the charge or payout that caused it (0 for other causes), for its gross, fee and net. */
  markup: number;
  createdAt: Date;
};

export type StatementRows = { rows: StatementRow[]; hasMore: boolean };

/** The filter's accounts among the merchant's (none before its first movement). */
export function statementAccounts(accounts: MerchantLedgerAccount[], scope: StatementScope): MerchantLedgerAccount[] {
  return accounts.filter((account) => scope === 'all' || account.kind === scope);
}

const newestFirst = [desc(ledgerEntries.createdAt), desc(ledgerEntries.id)];

/**
 * The markup frozen on the charge or payout that caused the entry: one primary-key lookup per row a page keeps (the
 * ledger books a payout's markup only when it is paid, so the row, not the ledger, knows it for every movement).
 */
const causeMarkup = sql<number>`coalesce(case ${ledgerTransactions.resourceType}
  when 'charge' then (select ${payinCharges.markupAmount} from ${payinCharges} where ${payinCharges.id} = ${ledgerTransactions.resourceId})
  when 'payout' then (select ${payoutPayments.markupAmount} from ${payoutPayments} where ${payoutPayments.id} = ${ledgerTransactions.resourceId})
end, 0)`
  .mapWith(Number)
  .as('markup');

/**
 * The conditions each account's scan carries besides its account: the type, the range and the cursor. Scanned
 * backwards on (account_id, created_at, id), or (account_id, type, created_at, id) with a type, each stops after
 * the rows it needs, so a page reads at most (limit + 1) index entries per account however deep its cursor is. The
 * cursor entry's time is a subquery (one primary-key lookup that Postgres runs first), so a deep page costs no extra
 * round trip and the comparison keeps the stored microseconds; an entry outside the statement's accounts finds no
 * time, and so no rows, which the callers then tell apart from an honest empty page (refuseUnknownCursor).
 */
function conditionsOf(accounts: MerchantLedgerAccount[], filter: StatementFilter): SQL[] {
  const cursor = filter.startingAfter;
  const accountIds = sql.join(
    accounts.map((account) => sql`${account.id}::int`),
    sql`, `,
  );
  return [
    ...(filter.type ? [eq(ledgerEntries.type, filter.type)] : []),
    ...createdRangeFilters(ledgerEntries.createdAt, filter.from, filter.to),
    ...(cursor === undefined
      ? []
      : [
          sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) < ((
            select c.created_at from ledger_entries c where c.id = ${cursor} and c.account_id in (${accountIds})
          ), ${cursor})`,
        ]),
  ];
}

/** Up to `limit` entries of `accounts` after the cursor; several accounts are merged by a UNION ALL of their scans. */
export async function statementRows(
  db: Executor,
  accounts: MerchantLedgerAccount[],
  filter: StatementFilter,
  limit: number,
): Promise<StatementRows> {
  const [first, second, ...rest] = accounts;
  if (!first) {
    await refuseUnknownCursor(db, accounts, filter);
    return { rows: [], hasMore: false };
  }
  const conditions = conditionsOf(accounts, filter);
  // The transaction (what caused the entry, its description) joins inside each scan, by primary key per row kept.
  const scan = (account: MerchantLedgerAccount) =>
    db
      .select({
        id: ledgerEntries.id,
        accountId: ledgerEntries.accountId,
        type: ledgerEntries.type,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        resourceType: ledgerTransactions.resourceType,
        resourceId: ledgerTransactions.resourceId,
        description: ledgerTransactions.description,
        markup: causeMarkup,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerEntries.accountId, account.id), ...conditions))
      .orderBy(...newestFirst)
      .limit(limit + 1);
  const entries = await (second
    ? unionAll(scan(first), scan(second), ...rest.map(scan))
        .orderBy(...newestFirst)
        .limit(limit + 1)
    : scan(first));
  if (entries.length === 0) await refuseUnknownCursor(db, accounts, filter);
  const kindOf = new Map(accounts.map((account) => [account.id, account.kind]));
  const rows = entries.slice(0, limit).map(({ accountId, ...entry }) => {
    const account = kindOf.get(accountId);
    if (!account) throw new Error(`Statement entry ${entry.id} is on account ${accountId}, which it did not scan`);
    return { ...entry, account };
  });
  return { rows, hasMore: entries.length > limit };
}

/**
 * How many entries the filter holds, counted up to `cap + 1` (enough to refuse an export over the cap without
 * counting a million), and the oldest one's time among those counted; an index-only scan per account.
 */
export async function statementSize(
  db: Executor,
  accounts: MerchantLedgerAccount[],
  filter: StatementFilter,
  cap: number,
): Promise<{ entries: number; oldest: Date | null }> {
  const [first, second, ...rest] = accounts;
  if (!first) {
    await refuseUnknownCursor(db, accounts, filter);
    return { entries: 0, oldest: null };
  }
  const conditions = conditionsOf(accounts, filter);
  const scan = (account: MerchantLedgerAccount) =>
    db
      .select({ createdAt: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, account.id), ...conditions))
      .orderBy(...newestFirst)
      .limit(cap + 1);
  const counted = (second ? unionAll(scan(first), scan(second), ...rest.map(scan)) : scan(first)).as('counted');
  const size = theRow(
    await db.select({ entries: count(), oldest: min(counted.createdAt) }).from(counted),
    'statement size',
  );
  if (size.entries === 0) await refuseUnknownCursor(db, accounts, filter);
  return { entries: size.entries, oldest: size.oldest };
}

/**
 * A `starting_after` must be an entry of this statement: on one of its accounts, so never another merchant's,
 * organization's or mode's (a merchant without ledger accounts has none). Asked only when a page came back empty.
 */
async function refuseUnknownCursor(
  db: Executor,
  accounts: MerchantLedgerAccount[],
  filter: StatementFilter,
): Promise<void> {
  if (filter.startingAfter === undefined) return;
  const accountIds = accounts.map((account) => account.id);
  const [entry] =
    accountIds.length === 0
      ? []
      : await db
          .select({ id: ledgerEntries.id })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.id, filter.startingAfter), inArray(ledgerEntries.accountId, accountIds)));
  if (!entry) {
    throw invalidInput('starting_after', 'The starting_after must be the id of an entry of this statement.');
  }
}
