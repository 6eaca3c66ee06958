import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { database } from '@/lib/config';
import * as schema from './schema';

/**
 * Both backends expose the same query builder; PGlite's instance is typed as the postgres.js one
 * so domain code has one type to accept. Domain code never relies on raw `execute` result shapes.
 */
export type Db = PostgresJsDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What query functions accept: the database or an open transaction. */
export type Executor = Db | Tx;

export type DbBackend = 'postgres' | 'pglite';
/** Subscribes to a NOTIFY channel; resolves to the function that unsubscribes. */
type Listen = (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
type DbHandle = { db: Db; backend: DbBackend; close: () => Promise<void>; listen: Listen };

export const migrationsFolder = path.join(process.cwd(), 'db/migrations');
// Any fixed number: serializes migrations when several processes start against one Postgres.
const MIGRATION_LOCK_ID = 720_301;

/**
 * Seconds before a pooled connection reconnects after a failed attempt. postgres.js's default grows 3× with every
 * failure of any connection of the pool, up to 20 s, and a query handed to a waiting connection waits with it: after
 * a Postgres restart, requests stalled 15–20 s although the server was back (npm run test:faults, scenario 2).
 */
const reconnectBackoff = (retries: number) => Math.min(0.05 * 2 ** retries, 1);

type Sql = postgres.Sql;

/** The pool's name in pg_stat_activity: db/health.ts counts this process's connections by it for /api/metrics. */
export const CONNECTION_NAME = `payrail ${hostname()}:${process.pid}`.slice(0, 63);

/**
 * drizzle sends every query through `unsafe(text, params, { prepare: false })` (drizzle-team/drizzle-orm#6096), so
 * Postgres parsed and planned each statement again, and postgres.js spent a round trip describing its parameters
 * before running it: a charge creation made 20 round trips instead of 10. This client prepares them instead, in
 * transactions and savepoints too; postgres.js keeps one prepared statement per query text on each connection.
 */
export function preparingStatements(sql: Sql): Sql {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (
          text: string,
          params: postgres.ParameterOrJSON<never>[] = [],
          options: postgres.UnsafeQueryOptions = {},
        ) => target.unsafe(text, params, { ...options, prepare: true });
      }
      if (property === 'begin' || property === 'savepoint') {
        const open = Reflect.get(target, property, receiver) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => {
          const callback = args.pop() as (transaction: Sql) => unknown;
          return open(...args, (transaction: Sql) => callback(preparingStatements(transaction)));
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

async function openPostgres(url: string): Promise<DbHandle> {
  const migrator = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrator`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzlePostgres(migrator), { migrationsFolder });
    await migrator`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await migrator.end();
  }
  const client = postgres(url, {
    max: database.poolMax(),
    onnotice: () => {},
    backoff: reconnectBackoff,
    connection: { application_name: CONNECTION_NAME },
  });
  return {
    db: drizzlePostgres(preparingStatements(client), { schema }),
    backend: 'postgres',
    close: () => client.end(),
    // postgres.js keeps one connection for LISTEN, outside the pool, and listens again after it reconnects.
    listen: async (channel, onNotify) => {
      const subscription = await client.listen(channel, () => onNotify());
      return () => subscription.unlisten();
    },
  };
}

async function openPglite(dataDir: string): Promise<DbHandle> {
  const inMemory = dataDir === 'memory://';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // The extension migration 0014 creates for the search's substring indexes.
  const client = await PGlite.create({
    ...(inMemory ? {} : { dataDir }),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    backend: 'pglite',
    close: () => client.close(),
    listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
  };
}

function openDatabase(): Promise<DbHandle> {
  const url = database.url();
  if (url) return openPostgres(url);
  return openPglite(database.pgliteDir());
}

// Next bundles route handlers and instrumentation separately; one process must own one PGlite.
const globalForDb = globalThis as unknown as { payrailDb?: Promise<DbHandle> };

function handle(): Promise<DbHandle> {
  if (!globalForDb.payrailDb) {
    const opening = openDatabase();
    globalForDb.payrailDb = opening;
    // A failed start is not cached: the next call tries again.
    opening.catch(() => {
      if (globalForDb.payrailDb === opening) globalForDb.payrailDb = undefined;
    });
  }
  return globalForDb.payrailDb;
}

/** The process's database, opened and migrated on first use. */
export async function getDb(): Promise<Db> {
  return (await handle()).db;
}

export async function getDbBackend(): Promise<DbBackend> {
  return (await handle()).backend;
}

/** Calls `onNotify` on every NOTIFY to `channel` of the process's database; resolves to the unsubscribe function. */
export async function listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  return (await handle()).listen(channel, onNotify);
}

export async function closeDb(): Promise<void> {
  const opening = globalForDb.payrailDb;
  globalForDb.payrailDb = undefined;
  if (opening) await (await opening).close();
}

/** The rows of a raw `execute`: postgres.js returns them as the result itself, PGlite under `rows`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}
