import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The São Paulo day of an instant (a column or a timestamptz value), as the daily totals count it (migration 0014's
 * triggers) and the payments' day indexes hold it. The zone is a literal, so a query's expression is the index's own.
 */
export function saoPauloDay(instant: AnyColumn | SQL): SQL<string> {
  return sql<string>`((${instant} at time zone 'America/Sao_Paulo')::date)`;
}
