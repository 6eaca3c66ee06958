import { RateLimiterPostgres } from 'rate-limiter-flexible';
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

/**
 * The one table every limiter shares, each under its own key prefix (`api`, `sign-in-account`…): named for its first
 * user (migration 0009), it holds any counter. Being in the database, a limit holds across every app process.
 */
const LIMITER_TABLE = 'sign_in_limits';

export type PostgresLimit = {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  /** Deletes rows expired an hour ago every five minutes (a timer); one limiter per process is enough. */
  clearsExpired: boolean;
};

/** A limiter counting in Postgres (or the embedded PGlite) through the app's own connection. */
export function postgresLimiter(db: Db, limit: PostgresLimit): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: limiterStoreClient(db),
    storeType: 'pool',
    tableName: LIMITER_TABLE,
    // The table comes from a migration (db/migrations): `tableCreated` stops the library creating it at run time.
    tableCreated: true,
    keyPrefix: limit.keyPrefix,
    points: limit.points,
    duration: limit.durationSeconds,
    clearExpiredByTimeout: limit.clearsExpired,
  });
}

/**
 * One value per database and settings key, built once: a limiter that clears expired rows keeps a timer, so a
 * process must not make one per request. Keyed by settings so a changed limit applies without a restart.
 */
export function oncePerDb<T>(cache: WeakMap<Db, Map<string, T>>, db: Db, key: string, build: () => T): T {
  if (!cache.has(db)) cache.set(db, new Map());
  const byKey = cache.get(db)!;
  if (!byKey.has(key)) byKey.set(key, build());
  return byKey.get(key)!;
}
