import { addDays, saoPauloDayStart } from '@/lib/dates';
import { saoPauloToday } from '@/lib/payin/rules';

/**
 * A list's created-at filter split for counting (pure): the whole São Paulo days it covers, which the daily totals
 * count, and the parts of days at its ends, which are counted on the payments table itself (at most a day each).
 * A filter given as days (the dashboard's) has no parts.
 */
export type CountedRange = {
  /** Whole days, both included; an absent side is unbounded. Null when the range holds no whole day. */
  days: { from?: string; to?: string } | null;
  /** Instant intervals counted row by row: from included, to included when `inclusive`, else excluded. */
  parts: { from: Date; to: Date; inclusive: boolean }[];
};

const isDay = (value: string) => value.length <= 10;

export function countedRange(start?: string, end?: string): CountedRange {
  const parts: CountedRange['parts'] = [];
  let from: string | undefined;
  let to: string | undefined;
  if (start !== undefined) {
    if (isDay(start)) from = start;
    else {
      const at = new Date(start);
      const day = saoPauloToday(at);
      from = saoPauloDayStart(day).getTime() === at.getTime() ? day : addDays(day, 1);
      if (from !== day) parts.push({ from: at, to: saoPauloDayStart(from), inclusive: false });
    }
  }
  if (end !== undefined) {
    if (isDay(end)) to = end;
    else {
      const at = new Date(end);
      to = addDays(saoPauloToday(at), -1);
      parts.push({ from: saoPauloDayStart(addDays(to, 1)), to: at, inclusive: true });
    }
  }
  if (start !== undefined && end !== undefined && from! > to!) {
    // No whole day between the ends: the range itself (less than two days) is counted row by row.
    const head = isDay(start) ? saoPauloDayStart(start) : new Date(start);
    const tail = isDay(end) ? saoPauloDayStart(addDays(end, 1)) : new Date(end);
    return { days: null, parts: [{ from: head, to: tail, inclusive: !isDay(end) }] };
  }
  return { days: { from, to }, parts };
}

/**
 * Where a page's rows are among `total`, read from the nearer end: the offset and limit in the list's order, or, past
 * the middle, in the opposite order (the rows then come back reversed). Null for a page past the last.
 */
export function pageWindow(
  total: number,
  page: number,
  perPage: number,
): { offset: number; limit: number; reversed: boolean } | null {
  const offset = (page - 1) * perPage;
  if (offset >= total) return null;
  const end = Math.min(total, offset + perPage);
  const fromEnd = total - end;
  return fromEnd < offset
    ? { offset: fromEnd, limit: end - offset, reversed: true }
    : { offset, limit: end - offset, reversed: false };
}

const DAY_MS = 86_400_000;

/**
 * How many local days an interval of instants can touch, at most, in a zone whose offset moves by less than a day:
 * its whole days plus one for each end. The day walk (./queries.ts) generates this many and keeps those up to the
 * last instant's day, which Postgres computes in the zone's own rules.
 */
export function daysTouched(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY_MS)) + 2;
}
