import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '@/db/client';
import { theRow } from '@/db/rows';
import { inScope } from '@/db/scope';
import {
  LEDGER_ACCOUNT_KINDS,
  LEDGER_TRANSACTION_TYPES,
  ledgerAccounts,
  ledgerTransactions,
  MERCHANT_ACCOUNT_KINDS,
  type LedgerAccount,
  type LedgerAccountKind,
  type LedgerResourceType,
} from '@/db/schema';
import { DomainError, insufficientFunds } from '@/lib/errors';
import type { Scope } from '@/lib/livemode';
import { movementsProblem, type LedgerFlow, type Movement } from './flows';
import { uncoveredDebitMessage } from './rules';

export type LedgerPosting = LedgerFlow & {
  scope: Scope;
  /** The merchant account whose pending, available and reserved balances the movements name. */
  merchantAccountId: number;
  /** The charge, payout or refund that causes the movement; null for adjustments and top-ups. */
  resource: { type: LedgerResourceType; id: number } | null;
  description: string;
  now: Date;
};

export type PostedEntry = { account: LedgerAccountKind; amount: number; balanceAfter: number };
export type Posted = {
  transactionId: number;
  /** True when this resource had already posted this type with the same movements: nothing new was written. */
  replayed: boolean;
  entries: PostedEntry[];
};

const isMerchantKind = (kind: LedgerAccountKind) => (MERCHANT_ACCOUNT_KINDS as readonly string[]).includes(kind);

/**
 * Books one flow (flows.ts) inside the caller's database transaction, which it never opens: the ledger moves in the
 * same commit as the state change that causes it. It locks the accounts in id order so that concurrent postings
 * cannot deadlock, refuses with `insufficient_funds` (before writing anything) a movement that would take a merchant
 * balance below zero, and writes the transaction and its entries; the entry trigger moves the balances
 * (db/migrations/0011_ledger.sql). Posting a resource's movement again returns the first posting.
 */
export async function postLedgerTransaction(tx: Executor, posting: LedgerPosting): Promise<Posted> {
  const problem = movementsProblem(posting.movements) ?? postingProblem(posting);
  if (problem) throw new Error(`Ledger ${posting.type}: ${problem}`);
  if (posting.type === 'sandbox_topup' && posting.scope.livemode) {
    throw new DomainError('live_mode_refused', 'Sandbox top-ups exist in test mode only.');
  }

  const accounts = await lockAccounts(tx, posting);
  if (posting.resource) {
    const earlier = await earlierPosting(tx, posting, posting.resource, accounts);
    if (earlier) return earlier;
  }
  refuseShortfalls(posting.movements, accounts);

  const { scope, type, resource, description } = posting;
  const bookedAt = bookingTime(posting.now, accounts);
  const { id: transactionId } = theRow(
    await tx
      .insert(ledgerTransactions)
      .values({
        organizationId: scope.organizationId,
        livemode: scope.livemode,
        type,
        resourceType: LEDGER_TRANSACTION_TYPES[type],
        resourceId: resource?.id ?? null,
        description,
        createdAt: bookedAt,
      })
      .returning({ id: ledgerTransactions.id }),
    'insert ledger transaction',
  );
  const values = posting.movements
    .map(({ account, amount }) => ({ accountId: accountOf(accounts, account).id, amount }))
    .sort((a, b) => a.accountId - b.accountId)
    .map(({ accountId, amount }) => sql`(${transactionId}, ${accountId}, ${amount})`);
  // Raw because the trigger, not the caller, writes type, balance_after and created_at.
  const inserted = rowsOf<EntryRow>(
    await tx.execute(sql`
      insert into ledger_entries (transaction_id, account_id, amount) values ${sql.join(values, sql`, `)}
      returning account_id, amount, balance_after
    `),
  );
  const entries = entriesOn(accounts, inserted);
  if (!entries) throw new Error(`Ledger ${type}: an entry landed on an account the posting did not lock`);
  return { transactionId, replayed: false, entries: inMovementOrder(entries, posting.movements) };
}

type EntryRow = { account_id: number | string; amount: number | string; balance_after: number | string };

/** Stored entries named by the locked accounts' kinds, or null when one is on another account. */
function entriesOn(accounts: Accounts, rows: EntryRow[]): PostedEntry[] | null {
  const kindOf = new Map([...accounts.values()].map((account) => [account.id, account.kind]));
  const entries: PostedEntry[] = [];
  for (const row of rows) {
    const account = kindOf.get(Number(row.account_id));
    if (!account) return null;
    entries.push({ account, amount: Number(row.amount), balanceAfter: Number(row.balance_after) });
  }
  return entries;
}

function postingProblem({ type, resource, description }: LedgerPosting): string | null {
  if (description.trim() === '') return 'a transaction needs a description';
  const expected = LEDGER_TRANSACTION_TYPES[type];
  if (expected === 'adjustment') return resource === null ? null : 'an adjustment is its own resource';
  return resource?.type === expected ? null : `the resource must be a ${expected}`;
}

type Accounts = Map<LedgerAccountKind, LedgerAccount>;

function accountOf(accounts: Accounts, kind: LedgerAccountKind): LedgerAccount {
  const account = accounts.get(kind);
  if (!account) throw new Error(`Ledger account ${kind} was not locked`);
  return account;
}

/**
 * The movements' accounts, locked with FOR UPDATE in id order. A scope's six accounts (the organization's three
 * system ones, then the merchant's three) are created together on first use, in LEDGER_ACCOUNT_KINDS order, so their
 * ids, and therefore the locking order, put the shared system accounts first.
 */
async function lockAccounts(tx: Executor, { scope, merchantAccountId, movements }: LedgerPosting): Promise<Accounts> {
  const kinds = movements.map((movement) => movement.account);
  const select = () =>
    tx
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          ...inScope(ledgerAccounts, scope),
          inArray(ledgerAccounts.kind, kinds),
          or(eq(ledgerAccounts.merchantAccountId, merchantAccountId), isNull(ledgerAccounts.merchantAccountId)),
        ),
      )
      .orderBy(ledgerAccounts.id)
      .for('update');
  let locked = await select();
  if (locked.length < kinds.length) {
    await tx
      .insert(ledgerAccounts)
      .values(
        LEDGER_ACCOUNT_KINDS.map((kind) => ({
          organizationId: scope.organizationId,
          merchantAccountId: isMerchantKind(kind) ? merchantAccountId : null,
          livemode: scope.livemode,
          kind,
        })),
      )
      .onConflictDoNothing();
    locked = await select();
  }
  return new Map(locked.map((account) => [account.kind, account]));
}

/** The resource's earlier posting of this type, if any; the same movements again are a replay, others a bug. */
async function earlierPosting(
  tx: Executor,
  posting: LedgerPosting,
  resource: { type: LedgerResourceType; id: number },
  accounts: Accounts,
): Promise<Posted | null> {
  const rows = rowsOf<EntryRow & { id: number | string }>(
    await tx.execute(sql`
      select t.id, e.account_id, e.amount, e.balance_after
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      where t.resource_type = ${resource.type} and t.resource_id = ${resource.id} and t.type = ${posting.type}
    `),
  );
  const first = rows[0];
  if (!first) return null;
  const entries = entriesOn(accounts, rows);
  const same =
    entries !== null &&
    entries.length === posting.movements.length &&
    posting.movements.every(({ account, amount }) => entries.some((e) => e.account === account && e.amount === amount));
  if (!same) {
    throw new Error(
      `Ledger ${posting.type} of ${resource.type} ${resource.id} was already posted with other movements`,
    );
  }
  return { transactionId: Number(first.id), replayed: true, entries: inMovementOrder(entries, posting.movements) };
}

function refuseShortfalls(movements: readonly Movement[], accounts: Accounts): void {
  for (const { account, amount } of movements) {
    const { balance } = accountOf(accounts, account);
    if (isMerchantKind(account) && balance + amount < 0) {
      throw insufficientFunds(uncoveredDebitMessage(account, balance, -amount));
    }
  }
}

/**
 * `now`, or the latest entry of the accounts when that is later (a posting that waited for a lock behind one dated
 * after its own clock): an account's entries are then in the same order by time as by id, which keeps running
 * balances, statements and balances at a moment consistent.
 */
function bookingTime(now: Date, accounts: Accounts): Date {
  const latest = Math.max(
    now.getTime(),
    ...[...accounts.values()].map((account) => account.lastEntryAt?.getTime() ?? 0),
  );
  return new Date(latest);
}

function inMovementOrder(entries: PostedEntry[], movements: readonly Movement[]): PostedEntry[] {
  const order = movements.map((movement) => movement.account);
  return [...entries].sort((a, b) => order.indexOf(a.account) - order.indexOf(b.account));
}
