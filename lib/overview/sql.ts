import { sql, type SQL } from 'drizzle-orm';

// SQL fragments the overview's queries share.

// Raw fragments bind instants as text: postgres.js does not serialize a Date inside `sql`.
export const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
export const num = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);
