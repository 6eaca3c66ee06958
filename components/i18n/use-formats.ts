import { useLocale, useTimeZone } from 'next-intl';
import { formatCalendarDay, formatDate, formatDateTime, formatDayMonth, formatTime } from '@/lib/time-formats';
import { DEFAULT_TIME_ZONE, type Locale } from '@/lib/locale';
import { formatBrl, formatCompactBrl, formatCount, formatPercent } from '@/lib/money';

/**
 * The one way the UI writes money, numbers and times: in the request's locale and time zone (i18n/request.ts),
 * which the server passes to the browser, so a server render and its hydration print the same text. Works in
 * server and client components alike.
 */
export function useFormats() {
  return formatsFor(useLocale(), useTimeZone() ?? DEFAULT_TIME_ZONE);
}

/** The formats of a locale and zone; an async server component gets them from getFormats (./get-formats.ts). */
export function formatsFor(locale: Locale, timeZone: string) {
  const zone = { locale, timeZone };
  return {
    locale,
    timeZone,
    money: (cents: number) => formatBrl(cents, locale),
    /** A chart axis's `R$ 12 mil`. */
    compactMoney: (cents: number) => formatCompactBrl(cents, locale),
    count: (count: number) => formatCount(count, locale),
    percent: (percent: number | string, digits?: number) => formatPercent(percent, locale, digits),
    dateTime: (value: Date | string) => formatDateTime(value, zone),
    date: (value: Date | string) => formatDate(value, zone),
    time: (value: Date | string) => formatTime(value, zone),
    day: (day: string) => formatCalendarDay(day, locale),
    /** A chart's `04/03` (pt-BR) or `Mar 4` (en). */
    dayMonth: (day: string) => formatDayMonth(day, locale),
  };
}
