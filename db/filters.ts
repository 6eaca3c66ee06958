import { gte, lt, lte, type AnyColumn, type SQL } from 'drizzle-orm';

/** A day is a São Paulo day (the end day included); a full date-time is taken as given. */
export function createdRangeFilters(column: AnyColumn, start?: string, end?: string): SQL[] {
  const filters: SQL[] = [];
  const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`);
  if (start) filters.push(gte(column, start.length > 10 ? new Date(start) : dayStart(start)));
  if (end)
    filters.push(
      end.length > 10 ? lte(column, new Date(end)) : lt(column, new Date(dayStart(end).getTime() + 86_400_000)),
    );
  return filters;
}
