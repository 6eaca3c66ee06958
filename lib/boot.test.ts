import { count, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { demoAccess } from '@/scripts/seed/demo';
import { organizations, users } from '@/db/schema';
import { boot } from './boot';
import { theRow } from '@/db/rows';

const saved = { PAYRAIL_DEMO: process.env.PAYRAIL_DEMO, WORKER_IN_APP: process.env.WORKER_IN_APP };

async function emptyDatabase() {
  const db = await getDb();
  await db.execute(sql`truncate table organizations restart identity cascade`);
  return db;
}

describe('boot', () => {
  let printed: string[];
  beforeEach(() => {
    process.env.WORKER_IN_APP = '0';
    printed = [];
    vi.spyOn(console, 'log').mockImplementation((...args) => void printed.push(args.join(' ')));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('outside demo mode seeds nothing, creates no user and prints no password or key', async () => {
    delete process.env.PAYRAIL_DEMO;
    const db = await emptyDatabase();
    await boot();
    expect(theRow(await db.select({ total: count() }).from(users), 'count of users').total).toBe(0);
    expect(theRow(await db.select({ total: count() }).from(organizations), 'count of organizations').total).toBe(0);
    const output = printed.join('\n');
    expect(output).not.toContain(demoAccess().password);
    expect(output).not.toMatch(/sk_(test|live)_/);
  });

  it('in demo mode seeds an empty database and prints the logins', async () => {
    process.env.PAYRAIL_DEMO = '1';
    const db = await emptyDatabase();
    await boot();
    expect(theRow(await db.select({ total: count() }).from(users), 'count of users').total).toBe(
      demoAccess().logins.length,
    );
    const output = printed.join('\n');
    expect(output).toContain(`password "${demoAccess().password}"`);
    expect(output).toContain(demoAccess().demoStoreKey);
  });
});
