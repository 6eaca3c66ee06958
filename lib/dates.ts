import type { Locale } from './locale';

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

/** How the UI tells a time: in a locale and an IANA zone the server chose (lib/locale.ts), never the browser's own. */
export type TimeFormat = { locale: Locale; timeZone: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The day, month, year, hour and minute of an instant in a zone. Only the numbers come from Intl: the text around
 * them is written here, so Node (the server's render) and the browser (hydration) print the very same characters
 * even when their ICU versions join the parts differently.
 */
function partsOf(value: Date | string, { locale, timeZone }: TimeFormat) {
  const key = `${locale}|${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: locale === 'en' ? 'h12' : 'h23',
      timeZone,
    });
    formatters.set(key, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(typeof value === 'string' ? new Date(value) : value).map((p) => [p.type, p.value]),
  );
  return {
    date: locale === 'en' ? `${parts.month}/${parts.day}/${parts.year}` : `${parts.day}/${parts.month}/${parts.year}`,
    time: locale === 'en' ? `${parts.hour}:${parts.minute} ${parts.dayPeriod}` : `${parts.hour}:${parts.minute}`,
  };
}

/** `24/11/2026 14:05` (pt-BR) or `11/24/2026, 02:05 PM` (en): an instant, in the zone given. */
export function formatDateTime(value: Date | string, format: TimeFormat): string {
  const { date, time } = partsOf(value, format);
  return format.locale === 'en' ? `${date}, ${time}` : `${date} ${time}`;
}

/** `24/11/2026` (pt-BR) or `11/24/2026` (en): the day an instant falls on in the zone given. */
export const formatDate = (value: Date | string, format: TimeFormat): string => partsOf(value, format).date;

/** `14:05` (pt-BR) or `02:05 PM` (en). */
export const formatTime = (value: Date | string, format: TimeFormat): string => partsOf(value, format).time;

/** A calendar day (`YYYY-MM-DD`, a boleto's due date): written as that very day, never moved across zones. */
export function formatCalendarDay(day: string, locale: Locale): string {
  return formatDate(`${day}T12:00:00Z`, { locale, timeZone: 'UTC' });
}

const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar day (`YYYY-MM-DD`) without its year, for a chart's axis: `04/03` (pt-BR) or `Mar 4` (en). */
export function formatDayMonth(day: string, locale: Locale): string {
  const [, month = '', date = ''] = day.split('-');
  return locale === 'en' ? `${ENGLISH_MONTHS[Number(month) - 1]} ${Number(date)}` : `${date}/${month}`;
}
