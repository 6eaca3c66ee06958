import { and, eq, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { inScope } from '@/db/scope';
import { ledgerAccounts, merchantAccounts, MERCHANT_ACCOUNT_KINDS, type LedgerAccountKind } from '@/db/schema';
import { notFoundError } from '@/lib/errors';
import type { Scope } from '@/lib/livemode';
import type { StatementAccount } from './rules';

/** A merchant account's three balances in one mode, in cents. */
export type Balances = Record<(typeof MERCHANT_ACCOUNT_KINDS)[number], number>;

const ZERO: Balances = { pending: 0, available: 0, reserved: 0 };

function toBalances(rows: { kind: LedgerAccountKind; balance: number }[]): Balances {
  const balances = { ...ZERO };
  for (const { kind, balance } of rows) if (kind in balances) balances[kind as keyof Balances] = balance;
  return balances;
}

const merchantKinds = inArray(ledgerAccounts.kind, [...MERCHANT_ACCOUNT_KINDS]);
const ofMerchant = (scope: Scope, merchantAccountId: number) =>
  and(...inScope(ledgerAccounts, scope), eq(ledgerAccounts.merchantAccountId, merchantAccountId), merchantKinds);

/** The current balances: one indexed row per kind. A merchant account with no movement yet has zeros. */
export async function getBalances(db: Executor, scope: Scope, merchantAccountId: number): Promise<Balances> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(ofMerchant(scope, merchantAccountId));
  return toBalances(rows);
}

/** Every merchant account of the organization together, in the scope's mode (the overview's "all accounts"). */
export async function organizationBalances(db: Executor, scope: Scope): Promise<Balances> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: sum(ledgerAccounts.balance).mapWith(Number) })
    .from(ledgerAccounts)
    .where(and(...inScope(ledgerAccounts, scope), isNotNull(ledgerAccounts.merchantAccountId), merchantKinds))
    .groupBy(ledgerAccounts.kind);
  return toBalances(rows);
}

/** Each merchant account's available balance in the scope's mode, in cents; an account without movement has none. */
export async function availableBalances(db: Executor, scope: Scope): Promise<Record<number, number>> {
  const rows = await db
    .select({ merchantAccountId: ledgerAccounts.merchantAccountId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(...inScope(ledgerAccounts, scope), eq(ledgerAccounts.kind, 'available')));
  return Object.fromEntries(
    rows.flatMap(({ merchantAccountId, balance }) =>
      merchantAccountId === null ? [] : [[merchantAccountId, balance]],
    ),
  );
}

export type MerchantLedgerAccount = { id: number; kind: StatementAccount; balance: number };

/**
 * The merchant account's ledger accounts in the scope's mode, with their balances, in one query that also proves the
 * merchant account is the organization's: another organization's id is `not_found`, exactly like an unknown one. A
 * merchant account without any movement yet has no ledger accounts (they are made on its first posting).
 */
export async function merchantLedgerAccounts(
  db: Executor,
  scope: Scope,
  merchantAccountId: number,
): Promise<MerchantLedgerAccount[]> {
  const rows = await db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(merchantAccounts)
    .leftJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.merchantAccountId, merchantAccounts.id),
        eq(ledgerAccounts.organizationId, merchantAccounts.organizationId),
        eq(ledgerAccounts.livemode, scope.livemode),
        merchantKinds,
      ),
    )
    .where(and(eq(merchantAccounts.id, merchantAccountId), eq(merchantAccounts.organizationId, scope.organizationId)));
  if (rows.length === 0) throw notFoundError('Merchant account not found.');
  return rows.flatMap(({ id, kind, balance }) =>
    id === null || kind === null || balance === null ? [] : [{ id, kind: kind as StatementAccount, balance }],
  );
}

export const balancesOf = (accounts: MerchantLedgerAccount[]): Balances => toBalances(accounts);

/**
 * The balances just before each instant (for balance history, the start of the next São Paulo day): each account's
 * last entry before it, found by one descent of (account_id, created_at, id) per account and instant, whatever the
 * number of entries. Returned in the order of `instants`.
 */
export async function balancesAt(
  db: Executor,
  accounts: MerchantLedgerAccount[],
  instants: Date[],
): Promise<Balances[]> {
  if (accounts.length === 0 || instants.length === 0) return instants.map(() => ({ ...ZERO }));
  const points = sql.join(
    instants.map((instant, index) => sql`(${index}::int, ${instant.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const accountIds = sql.join(
    accounts.map((account) => sql`${account.id}::int`),
    sql`, `,
  );
  // Written out with aliases: inside a select list, drizzle names columns without their table.
  const rows = await db
    .select({
      point: sql<number>`p.point`.mapWith(Number),
      kind: ledgerAccounts.kind,
      balance: sql<number>`coalesce((
        select e.balance_after from ledger_entries e
        where e.account_id = ledger_accounts.id and e.created_at < p.instant
        order by e.created_at desc, e.id desc limit 1
      ), 0)`.mapWith(Number),
    })
    .from(ledgerAccounts)
    .innerJoin(sql`(values ${points}) as p(point, instant)`, sql`true`)
    .where(sql`${ledgerAccounts.id} in (${accountIds})`);
  return instants.map((_, index) => toBalances(rows.filter((row) => row.point === index)));
}

/** The balances just before `instant`, as balancesAt finds them, for one merchant account in the scope's mode. */
export async function balanceAt(
  db: Executor,
  scope: Scope,
  merchantAccountId: number,
  instant: Date,
): Promise<Balances> {
  const accounts = await merchantLedgerAccounts(db, scope, merchantAccountId);
  const [balances] = await balancesAt(db, accounts, [instant]);
  return balances ?? { ...ZERO };
}
