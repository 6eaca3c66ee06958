import { addDays, saoPauloDayStart } from '@/lib/dates';
import { invalidInput } from '@/lib/errors';
import { saoPauloToday } from '@/lib/payin/rules';
import { BALANCE_SERIES_DEFAULT_DAYS, BALANCE_SERIES_MAX_DAYS } from './rules';

/** Balance history's calendar: São Paulo days, which close at midnight there (docs/decisions.md, "The ledger"). */

export type DayEnd = { date: string; end: Date };

const DAY_MS = 86_400_000;

const dayEnd = (date: string): DayEnd => ({ date, end: saoPauloDayStart(addDays(date, 1)) });

function refuseFuture(date: string, field: string, now: Date): void {
  if (saoPauloDayStart(date) > now) throw invalidInput(field, `The ${field} may not be in the future.`);
}

/** The instant `date` ends, for its balances; a day that has not started yet is refused. Today ends in the future. */
export function historyDay(date: string, now: Date): DayEnd {
  refuseFuture(date, 'date', now);
  return dayEnd(date);
}

/**
 * Each day from `from` to `to` (both included) with its end: by default the last 30 days, today included; at most a
 * year, and none in the future.
 */
export function seriesDays(query: { from?: string; to?: string }, now: Date): DayEnd[] {
  const to = query.to ?? saoPauloToday(now);
  const from = query.from ?? addDays(to, 1 - BALANCE_SERIES_DEFAULT_DAYS);
  refuseFuture(to, 'to', now);
  if (to < from) throw invalidInput('to', 'The to must be on or after from.');
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > BALANCE_SERIES_MAX_DAYS) {
    throw invalidInput('from', `A series spans at most ${BALANCE_SERIES_MAX_DAYS} days.`);
  }
  return Array.from({ length: days }, (_, index) => dayEnd(addDays(from, index)));
}
