import { gte, lt, lte, type AnyColumn, type SQL } from 'drizzle-orm';
import { filterEnd, filterStart } from '@/lib/dates';

/** A day is a São Paulo day (the end day included); a full date-time is taken as given. */
export function createdRangeFilters(column: AnyColumn, start?: string, end?: string): SQL[] {
  const filters: SQL[] = [];
  if (start) filters.push(gte(column, filterStart(start)));
  if (end) {
    const { at, inclusive } = filterEnd(end);
    filters.push(inclusive ? lte(column, at) : lt(column, at));
  }
  return filters;
}
