import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, preparingStatements } from './client';
import * as schema from './schema';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('preparingStatements', () => {
  // One connection, so every query below runs in the session whose prepared statements it then lists.
  const client = postgres(url ?? '', { max: 1, onnotice: () => {} });
  const db = drizzle(preparingStatements(client), { schema });
  // getDb() migrates: this file may run before any other has made the tables.
  beforeAll(() => getDb());
  afterAll(() => client.end());

  const preparedMatching = async (executor: Pick<typeof db, 'execute'>, marker: string) => {
    const rows = await executor.execute(
      sql`select statement from pg_prepared_statements where statement like ${`%${marker}%`} and statement not like '%pg_prepared_statements%'`,
    );
    return rows.length;
  };

  it('prepares drizzle queries on the pool, in transactions and in savepoints', async () => {
    await db.select().from(schema.organizations).where(eq(schema.organizations.id, 1));
    expect(await preparedMatching(db, 'from "organizations"')).toBe(1);

    await db.transaction(async (tx) => {
      await tx.select().from(schema.merchantAccounts).where(eq(schema.merchantAccounts.id, 1));
      expect(await preparedMatching(tx, 'from "merchant_accounts"')).toBe(1);
      await tx.transaction(async (savepoint) => {
        await savepoint.select().from(schema.apiKeys).where(eq(schema.apiKeys.id, 1));
        expect(await preparedMatching(savepoint, 'from "api_keys"')).toBe(1);
      });
    });
  });

  it('reuses one prepared statement for repeats of a query', async () => {
    for (const id of [1, 2, 3]) await db.select().from(schema.users).where(eq(schema.users.id, id));
    expect(await preparedMatching(db, 'from "users"')).toBe(1);
  });
});
