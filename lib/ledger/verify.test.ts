import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { theRow } from '@/db/rows';
import { ledgerAccounts, merchantAccounts, organizations, type MerchantAccount } from '@/db/schema';
import type { Scope } from '@/lib/livemode';
import { freshTestDb } from '@/test/db';
import { payinCredited, payinPaid, payoutReserved } from './flows';
import { postLedgerTransaction } from './post';
import { verifyLedger } from './verify';

let db: Db;
let merchant: MerchantAccount;
let scope: Scope;
const now = new Date('2026-03-10T15:00:00Z');

beforeEach(async () => {
  db = await freshTestDb();
  merchant = theRow(await db.select().from(merchantAccounts).limit(1), 'a merchant');
  scope = { organizationId: merchant.organizationId, livemode: false };
  const post = (flow: ReturnType<typeof payinPaid>, resource: { type: 'charge' | 'payout'; id: number }) =>
    db.transaction((tx) =>
      postLedgerTransaction(tx, { ...flow, scope, merchantAccountId: merchant.id, resource, description: 'x', now }),
    );
  await post(payinPaid({ amount: 3_000, markup: 100 }), { type: 'charge', id: 1 });
  await post(payinCredited({ amount: 3_000 }), { type: 'charge', id: 1 });
  await post(payoutReserved({ amount: 1_000, markup: 0 }), { type: 'payout', id: 1 });
}, 60_000);

const accountId = async (kind: 'available' | 'pending' | 'processor_clearing') =>
  theRow(
    await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.livemode, false))),
    kind,
  ).id;

/** Writes past the triggers, as only a superuser can: what verify exists to catch. */
const bypassingTriggers = (statements: ReturnType<typeof sql>[]) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const statement of statements) await tx.execute(statement);
  });

describe('verifyLedger', () => {
  it('finds nothing in a ledger the posting service wrote', async () => {
    expect(await verifyLedger(db)).toEqual({ accounts: 6, transactions: 3, entries: 7, differences: [] });
  });

  it('finds a balance that is not the sum of its entries', async () => {
    const available = await accountId('available');
    await bypassingTriggers([sql`update ledger_accounts set balance = balance + 1 where id = ${available}`]);
    expect((await verifyLedger(db)).differences).toEqual([
      { check: 'balance', id: available, message: 'available balance is 2001, its entries sum to 2000' },
    ]);
  });

  it('finds an unbalanced transaction, a broken running balance and an entry unlike its transaction', async () => {
    const [available, pending] = [await accountId('available'), await accountId('pending')];
    await bypassingTriggers([
      sql`insert into ledger_transactions (id, organization_id, livemode, type, resource_type, description, created_at)
          values (100, ${scope.organizationId}, false, 'adjustment', 'adjustment', 'by hand', ${now.toISOString()}::timestamptz)`,
      sql`insert into ledger_entries (id, transaction_id, account_id, type, amount, balance_after, created_at)
          values (100, 100, ${available}, 'payout_paid', 5, 2000, ${now.toISOString()}::timestamptz),
                 (101, 100, ${pending}, 'adjustment', -4, -4, '2026-03-01T00:00:00Z')`,
    ]);
    const { differences } = await verifyLedger(db);
    expect(differences.map(({ check, id }) => `${check} ${id}`)).toEqual([
      `balance ${pending}`, // created before available: LEDGER_ACCOUNT_KINDS order
      `balance ${available}`,
      'transaction 100',
      'chain 100',
      'chain 101',
      'entry 100',
      'entry 101',
    ]);
    expect(differences.find((d) => d.check === 'chain' && d.id === 101)?.message).toMatch(
      /^balance_after -4, expected -4; dated .* before the previous entry/,
    );
  });

  it('finds a merchant’s ledger account in another organization', async () => {
    const [other] = await db.insert(organizations).values({ name: 'Other' }).returning();
    await bypassingTriggers([
      sql`update ledger_accounts set organization_id = ${other?.id} where id = ${await accountId('available')}`,
    ]);
    const checks = (await verifyLedger(db)).differences.map((difference) => difference.check);
    expect(checks).toContain('owner');
    expect(checks).toContain('entry');
  });
});
