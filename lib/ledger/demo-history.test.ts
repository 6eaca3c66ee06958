import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Db } from '@/db/client';
import { merchantAccounts, payinCharges, payoutPayments } from '@/db/schema';
import { testScope } from '@/lib/livemode';
import { seedDemoActivity } from '@/scripts/seed/activity';
import { freshTestDb } from '@/test/db';
import { getBalances } from './balances';
import { verifyLedger } from './verify';

// The demo's history, seeded as `npm start` does on an empty database, but at a fixed present.
const now = new Date('2026-03-10T15:00:00.000Z');
let db: Db;

beforeAll(async () => {
  db = await freshTestDb();
  await seedDemoActivity(db, now);
}, 120_000);

const postingsByStatus = async (table: 'payin_charges' | 'payout_payments', resource: 'charge' | 'payout') =>
  rowsOf<{ status_id: number; postings: string }>(
    await db.execute(sql`
      select p.status_id, coalesce(string_agg(t.type, ',' order by t.id), '') as postings
      from ${sql.identifier(table)} p
      left join ledger_transactions t on t.resource_type = ${resource} and t.resource_id = p.id
      group by p.id, p.status_id`),
  );

describe('the demo seed’s ledger', () => {
  it('verifies, and leaves every account a believable balance: earlier sales fund the payouts', async () => {
    expect((await verifyLedger(db)).differences).toEqual([]);
    const accounts = await db.select().from(merchantAccounts).orderBy(merchantAccounts.id);
    const balances = Object.fromEntries(
      await Promise.all(
        accounts.map(async (account) => [
          account.name,
          await getBalances(db, testScope(account.organizationId), account.id),
        ]),
      ),
    );
    // Credited R$ 14.229,00; payouts paid, processing or awaiting take R$ 7.044,40 with the online account's
    // R$ 1,00 payout markup, R$ 7.040,40 without; one charge of R$ 159,90 is paid, not yet credited.
    expect(balances).toEqual({
      'Demo Store Online': { available: 718_460, pending: 15_990, reserved: 155_250 },
      'Demo Store Marketplace': { available: 718_860, pending: 15_990, reserved: 155_050 },
      'Other Company': { available: 718_860, pending: 15_990, reserved: 155_050 },
    });
  });

  it('books each charge and payout through its real transitions: the postings follow the statuses', async () => {
    const charges = new Set(
      (await postingsByStatus('payin_charges', 'charge')).map((row) => `${row.status_id}:${row.postings}`),
    );
    expect([...charges].sort()).toEqual(['1:', '2:', '3:payin_paid', '4:payin_paid,payin_credited', '5:', '7:']);
    const payouts = new Set(
      (await postingsByStatus('payout_payments', 'payout')).map((row) => `${row.status_id}:${row.postings}`),
    );
    expect([...payouts].sort()).toEqual([
      '1:payout_reserved',
      '2:payout_reserved',
      '3:payout_reserved,payout_paid',
      '4:payout_reserved,payout_returned',
      '5:payout_reserved,payout_returned',
    ]);
  });

  it('dates every movement at its event, since the steps run in time order across accounts', async () => {
    const reservations = rowsOf<{ payout: string; booked: string }>(
      await db.execute(sql`
        select p.created_at::text as payout, t.created_at::text as booked
        from payout_payments p join ledger_transactions t on t.resource_type = 'payout' and t.resource_id = p.id
        where t.type = 'payout_reserved'`),
    );
    expect(reservations.length).toBe(18);
    for (const { payout, booked } of reservations) expect(booked).toBe(payout);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await verifyLedger(db);
    await seedDemoActivity(db, now);
    const after = await verifyLedger(db);
    expect({ transactions: after.transactions, entries: after.entries }).toEqual({
      transactions: before.transactions,
      entries: before.entries,
    });
    expect((await db.select().from(payoutPayments).where(eq(payoutPayments.statusId, 3))).length).toBe(6);
  });

  it('leaves an account opened after money moved as its people left it, on a restart a day later', async () => {
    const [demoAccount] = await db.select().from(merchantAccounts).limit(1);
    const [opened] = await db
      .insert(merchantAccounts)
      .values({ organizationId: demoAccount!.organizationId, name: 'Opened Later' })
      .returning();
    await seedDemoActivity(db, new Date(now.getTime() + 86_400_000));
    expect(await db.select().from(payinCharges).where(eq(payinCharges.merchantAccountId, opened!.id))).toEqual([]);
    expect(await db.select().from(payoutPayments).where(eq(payoutPayments.merchantAccountId, opened!.id))).toEqual([]);
    expect((await verifyLedger(db)).differences).toEqual([]);
  });
});
