/** ISO 8601 for an optional timestamp, as the API's JSON carries it. */
export function isoOrNull(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}
