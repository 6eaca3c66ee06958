/** ISO 8601 for an optional timestamp, as the API's JSON carries it. */
export function isoOrNull(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** `YYYY-MM-DD` naming a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The provider's payin (and our payout) timestamps (docs/api.md): ISO 8601 UTC with microseconds (JavaScript dates carry milliseconds). */
export function microIso(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

// Postgres has no year 0, and a JavaScript date past 9999 prints as `+010000-…`, which Postgres cannot read. The
// list filters add up to a day and a time zone to a bound, so bounds are kept a day inside both ends: a bound
// outside would fail the query instead of matching nothing.
const EARLIEST_BOUND = Date.parse('0001-01-02T00:00:00Z');
const LATEST_BOUND = Date.parse('9999-12-31T00:00:00Z');
export const FILTER_DATE_RANGE = 'between 0001-01-02 and 9999-12-30';

/** A list filter's day (`YYYY-MM-DD`) or date-time that a query can carry: see FILTER_DATE_RANGE. */
export function isFilterableDate(value: string): boolean {
  const instant = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return instant >= EARLIEST_BOUND && instant < LATEST_BOUND;
}

const DAY_MS = 86_400_000;

/** The calendar day `days` after `day` (before it when negative), both `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a São Paulo day (`YYYY-MM-DD`) starts: Brazil has kept UTC−3 all year since 2019. */
export function saoPauloDayStart(day: string): Date {
  return new Date(`${day}T00:00:00-03:00`);
}

/** Where a list filter's start (`YYYY-MM-DD` or a date-time) begins: a São Paulo day's start, or the instant given. */
export function filterStart(value: string): Date {
  return value.length > 10 ? new Date(value) : saoPauloDayStart(value);
}

/**
 * Where a list filter's end stops: after a São Paulo day (its end, the next day's start, is excluded), or at the
 * instant given (included).
 */
export function filterEnd(value: string): { at: Date; inclusive: boolean } {
  return value.length > 10
    ? { at: new Date(value), inclusive: true }
    : { at: saoPauloDayStart(addDays(value, 1)), inclusive: false };
}

/** `20250101-120000` (UTC): the time part of an exported file's name. */
export function fileStamp(now: Date): string {
  return now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
}
