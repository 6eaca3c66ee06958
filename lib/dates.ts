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

/** The spec's payin (and our payout) timestamps: ISO 8601 UTC with microseconds (JavaScript dates carry milliseconds). */
export function microIso(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}
