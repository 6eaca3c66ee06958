import type { Executor } from '@/db/client';
import { elementAt } from '@/lib/arrays';
import type { Scope } from '@/lib/livemode';
import { balancesAt, balancesOf, merchantLedgerAccounts, type Balances } from './balances';
import { historyDay, seriesDays } from './days';
import { statementAccounts, statementRows, type StatementFilter, type StatementRows } from './statement';

/**
 * The read side of the ledger for the balance and statement endpoints: each takes a merchant account id, answers
 * `not_found` for one that is not the scope's organization's, and reads in the scope's mode only.
 */

export async function readBalance(db: Executor, scope: Scope, merchantAccountId: number): Promise<Balances> {
  return balancesOf(await merchantLedgerAccounts(db, scope, merchantAccountId));
}

export type DayBalances = { date: string; end: Date; balances: Balances };

/** The balances when the São Paulo day `date` ended (or now, for today); a future day is refused on `date`. */
export async function readBalanceHistory(
  db: Executor,
  scope: Scope,
  merchantAccountId: number,
  date: string,
  now: Date,
): Promise<DayBalances> {
  const day = historyDay(date, now);
  const accounts = await merchantLedgerAccounts(db, scope, merchantAccountId);
  const balances = await balancesAt(db, accounts, [day.end]);
  return { ...day, balances: elementAt(balances, 0, 'balances of the day') };
}

/** The balances at the end of each São Paulo day of the range (seriesDays), for the dashboard's chart. */
export async function readBalanceSeries(
  db: Executor,
  scope: Scope,
  merchantAccountId: number,
  range: { from?: string; to?: string },
  now: Date,
): Promise<DayBalances[]> {
  const days = seriesDays(range, now);
  const accounts = await merchantLedgerAccounts(db, scope, merchantAccountId);
  const balances = await balancesAt(
    db,
    accounts,
    days.map((day) => day.end),
  );
  return days.map((day, index) => ({ ...day, balances: elementAt(balances, index, 'balances of the days') }));
}

/** One page of the merchant account's statement (statement.ts). */
export async function readStatement(
  db: Executor,
  scope: Scope,
  merchantAccountId: number,
  filter: StatementFilter,
  limit: number,
): Promise<StatementRows> {
  const accounts = statementAccounts(await merchantLedgerAccounts(db, scope, merchantAccountId), filter.account);
  return statementRows(db, accounts, filter, limit);
}
