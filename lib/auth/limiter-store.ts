import type { Db } from '@/db/client';
import { rowsOf } from '@/db/client';

type LimiterRow = { points: number; expire: number | null };
type LimiterResult = { rows: LimiterRow[]; rowCount: number };

/**
 * What rate-limiter-flexible's RateLimiterPostgres calls with `storeType: 'pool'`: `query({ text, values })`
 * answering node-postgres's `{ rows, rowCount }`. This one runs on the app's own connection, postgres.js or
 * PGlite. `expire` is a bigint column (epoch milliseconds), which postgres.js returns as a string and PGlite may
 * return as a BigInt: the library does arithmetic with it, so it is handed over as a number.
 */
export type LimiterStoreClient = { query(q: { text: string; values?: unknown[] }): Promise<LimiterResult> };

type PostgresJsClient = { unsafe(text: string, values?: unknown[]): Promise<unknown[] & { count: number }> };
type PgliteClient = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; affectedRows?: number }> };

export function limiterStoreClient(db: Db): LimiterStoreClient {
  const client = (db as unknown as { $client: PostgresJsClient | PgliteClient }).$client;
  const run = async (text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[]; count: number }> => {
    if ('unsafe' in client) {
      const result = await client.unsafe(text, values);
      return { rows: rowsOf(result), count: result.count };
    }
    const result = await client.query(text, values);
    const rows = rowsOf<Record<string, unknown>>(result);
    return { rows, count: rows.length || (result.affectedRows ?? 0) };
  };
  return {
    async query({ text, values = [] }) {
      const { rows, count } = await run(text, values);
      return {
        rows: rows.map((row) => ({
          points: Number(row.points),
          expire: row.expire === null || row.expire === undefined ? null : Number(row.expire),
        })),
        rowCount: count,
      };
    },
  };
}
