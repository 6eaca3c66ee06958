import type { Locale } from './locale';

// Apart from lib/dates.ts (the API's timestamps, the lists' date filters, day arithmetic), which few pages need: every
// page that shows a time takes these (components/i18n/use-formats.ts), and a browser bundle carries a module whole.

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
