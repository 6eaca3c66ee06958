import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { inScope } from '@/db/scope';
import { ledgerAccounts, MERCHANT_ACCOUNT_KINDS, type LedgerAccountKind } from '@/db/schema';
import type { Scope } from '@/lib/livemode';

/** A merchant account's three balances in one mode, in cents. */
export type Balances = Record<(typeof MERCHANT_ACCOUNT_KINDS)[number], number>;

const ZERO: Balances = { pending: 0, available: 0, reserved: 0 };

function toBalances(rows: { kind: LedgerAccountKind; balance: number }[]): Balances {
  const balances = { ...ZERO };
  for (const { kind, balance } of rows) if (kind in balances) balances[kind as keyof Balances] = balance;
  return balances;
}

const merchantAccounts = (scope: Scope, merchantAccountId: number) =>
  and(
    ...inScope(ledgerAccounts, scope),
    eq(ledgerAccounts.merchantAccountId, merchantAccountId),
    inArray(ledgerAccounts.kind, [...MERCHANT_ACCOUNT_KINDS]),
  );

/** The current balances: one indexed row per kind. A merchant account with no movement yet has zeros. */
export async function getBalances(db: Executor, scope: Scope, merchantAccountId: number): Promise<Balances> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(merchantAccounts(scope, merchantAccountId));
  return toBalances(rows);
}

/**
 * The balances just before `instant` (for balance history, the start of the next São Paulo day): each account's
 * last entry before it, found by one descent of (account_id, created_at, id), whatever the number of entries.
 */
export async function balanceAt(
  db: Executor,
  scope: Scope,
  merchantAccountId: number,
  instant: Date,
): Promise<Balances> {
  // Written out with aliases: inside a select list, drizzle names columns without their table.
  const lastBalanceBefore = sql<number>`coalesce((
    select e.balance_after from ledger_entries e
    where e.account_id = ledger_accounts.id and e.created_at < ${instant.toISOString()}::timestamptz
    order by e.created_at desc, e.id desc limit 1
  ), 0)`.mapWith(Number);
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: lastBalanceBefore })
    .from(ledgerAccounts)
    .where(merchantAccounts(scope, merchantAccountId));
  return toBalances(rows);
}
