import { microIso } from '@/lib/dates';
import type { Scope } from '@/lib/livemode';
import type { Balances } from './balances';
import type { DayBalances } from './queries';
import { entryBreakdown } from './rules';
import type {
  BalanceHistoryResponse,
  BalanceResponse,
  BalanceSeriesResponse,
  StatementEntry,
  StatementPage,
} from './schemas';
import type { StatementRow, StatementRows } from './statement';

/** Balances and statement entries as published (lib/ledger/schemas.ts): integer cents, instants in ISO 8601 UTC. */

export function serializeBalance(balances: Balances, scope: Scope): BalanceResponse {
  const { available, pending, reserved } = balances;
  return { available, pending, reserved, currency: 'BRL', livemode: scope.livemode };
}

export function serializeBalanceHistory(day: DayBalances, scope: Scope): BalanceHistoryResponse {
  return { date: day.date, as_of: day.end.toISOString(), ...serializeBalance(day.balances, scope) };
}

export function serializeBalanceSeries(days: DayBalances[], scope: Scope): BalanceSeriesResponse {
  return {
    data: days.map(({ date, balances: { available, pending, reserved } }) => ({ date, available, pending, reserved })),
    currency: 'BRL',
    livemode: scope.livemode,
  };
}

export function serializeStatementEntry(row: StatementRow, scope: Scope): StatementEntry {
  return {
    id: row.id,
    account: row.account,
    type: row.type,
    amount: row.amount,
    balance_after: row.balanceAfter,
    ...entryBreakdown(row.type, row.amount, row.markup),
    resource:
      row.resourceType === 'adjustment' || row.resourceId === null
        ? null
        : { type: row.resourceType, id: row.resourceId },
    description: row.description,
    created_at: microIso(row.createdAt),
    livemode: scope.livemode,
  };
}

export function serializeStatementPage(page: StatementRows, scope: Scope): StatementPage {
  const data = page.rows.map((row) => serializeStatementEntry(row, scope));
  return { data, has_more: page.hasMore, next_starting_after: page.hasMore ? (data.at(-1)?.id ?? null) : null };
}
