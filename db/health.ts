import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { database } from '@/lib/config';
import type { PoolUse } from '@/lib/metrics';
import { CONNECTION_NAME, getDbBackend, migrationsFolder, rowsOf, type Db } from './client';

type JournalEntry = { when: number; tag: string };

// This build's migrations: the same journal the migrator reads at boot.
let journal: JournalEntry[] | undefined;
function journalEntries(): JournalEntry[] {
  journal ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] }
  ).entries;
  return journal;
}

/**
 * The migrations of this build the database has not applied, by drizzle's own rule (drizzle-orm's migrator applies
 * every journal entry newer than the last applied `created_at`). None applied at all: every one is pending.
 */
export function pendingMigrations(entries: readonly JournalEntry[], lastAppliedAt: number | null): string[] {
  return entries.filter((entry) => lastAppliedAt === null || entry.when > lastAppliedAt).map((entry) => entry.tag);
}

/** Throws when the database does not answer; otherwise the migrations it lacks. */
export async function missingMigrations(db: Db): Promise<string[]> {
  const [row] = rowsOf<{ last: string | number | null }>(
    await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`),
  );
  return pendingMigrations(journalEntries(), row?.last === null || row?.last === undefined ? null : Number(row.last));
}

/** This process's pool: its size and its connections by state; null on PGlite, which has no pool. */
export async function poolUse(db: Db): Promise<PoolUse | null> {
  if ((await getDbBackend()) === 'pglite') return null;
  const connections = rowsOf<{ state: string; count: number }>(
    await db.execute(sql`
      select coalesce(state, 'unknown') as state, count(*)::int as count
      from pg_stat_activity where application_name = ${CONNECTION_NAME} group by 1`),
  );
  return { max: database.poolMax(), connections };
}
