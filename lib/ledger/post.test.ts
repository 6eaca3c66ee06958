import { count, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { theRow } from '@/db/rows';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, merchantAccounts, type MerchantAccount } from '@/db/schema';
import { isDomainError } from '@/lib/errors';
import type { Scope } from '@/lib/livemode';
import { freshTestDb } from '@/test/db';
import { availableBalances, balanceAt, getBalances } from './balances';
import { payinCredited, payinPaid, payoutReserved, refundReserved, sandboxTopUp, type LedgerFlow } from './flows';
import { postLedgerTransaction, type LedgerPosting } from './post';
import { verifyLedger } from './verify';

let db: Db;
let merchant: MerchantAccount;
let test: Scope;
let live: Scope;
const NOW = new Date('2026-03-10T15:00:00Z');

beforeEach(async () => {
  db = await freshTestDb();
  merchant = theRow(
    await db.select().from(merchantAccounts).where(eq(merchantAccounts.name, 'Demo Store Online')),
    'select merchant',
  );
  test = { organizationId: merchant.organizationId, livemode: false };
  live = { organizationId: merchant.organizationId, livemode: true };
}, 60_000);

let nextResourceId = 1;
const posting = (flow: LedgerFlow, overrides: Partial<LedgerPosting> = {}): LedgerPosting => {
  const resourceType = flow.type.startsWith('payin') ? 'charge' : flow.type.startsWith('payout') ? 'payout' : 'refund';
  return {
    ...flow,
    scope: test,
    merchantAccountId: merchant.id,
    resource: flow.type === 'sandbox_topup' ? null : { type: resourceType, id: nextResourceId++ },
    description: `${flow.type} in a test`,
    now: NOW,
    ...overrides,
  };
};
const post = (p: LedgerPosting) => db.transaction((tx) => postLedgerTransaction(tx, p));
const counts = async () => ({
  transactions: theRow(await db.select({ n: count() }).from(ledgerTransactions), 'count').n,
  entries: theRow(await db.select({ n: count() }).from(ledgerEntries), 'count').n,
});

describe('postLedgerTransaction', () => {
  it('writes balanced entries with running balances and moves the materialised balances', async () => {
    const paid = await post(posting(payinPaid({ amount: 10_000, markup: 150 })));
    expect(paid).toMatchObject({
      replayed: false,
      entries: [
        { account: 'processor_clearing', amount: -10_150, balanceAfter: -10_150 },
        { account: 'pending', amount: 10_000, balanceAfter: 10_000 },
        { account: 'markup_revenue', amount: 150, balanceAfter: 150 },
      ],
    });
    await post(posting(payinCredited({ amount: 4_000 })));
    expect(await getBalances(db, test, merchant.id)).toEqual({ pending: 6_000, available: 4_000, reserved: 0 });

    expect((await verifyLedger(db)).differences).toEqual([]);
  });

  it('copies the type and time of the transaction onto its entries', async () => {
    const { transactionId } = await post(posting(sandboxTopUp({ amount: 500 })));
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId));
    expect(entries.map((entry) => [entry.type, entry.createdAt.toISOString()])).toEqual([
      ['sandbox_topup', NOW.toISOString()],
      ['sandbox_topup', NOW.toISOString()],
    ]);
  });

  it('posts a resource’s movement once: the same movement again is a replay, another one a bug', async () => {
    const first = posting(payinPaid({ amount: 2_000, markup: 0 }));
    const posted = await post(first);
    const again = await post({ ...first, now: new Date(NOW.getTime() + 60_000) });
    expect(again).toEqual({ ...posted, replayed: true });
    expect(await counts()).toEqual({ transactions: 1, entries: 2 });
    await expect(post({ ...first, ...payinPaid({ amount: 2_001, markup: 0 }) })).rejects.toThrow(
      'already posted with other movements',
    );
    expect(await getBalances(db, test, merchant.id)).toMatchObject({ pending: 2_000 });
  });

  it('refuses a shortfall with insufficient_funds on amount, writing nothing', async () => {
    await post(posting(sandboxTopUp({ amount: 1_000 })));
    const before = await counts();
    const refusal = await post(posting(payoutReserved({ amount: 990, markup: 11 }))).catch((error: unknown) => error);
    expect(isDomainError(refusal, 'insufficient_funds')).toBe(true);
    expect(refusal).toMatchObject({
      field: 'amount',
      message: 'The available balance (R$ 10,00) does not cover R$ 10,01.',
    });
    // Refused before any write, so a caller that catches it inside its transaction commits nothing either.
    await db.transaction(async (tx) => {
      await expect(postLedgerTransaction(tx, posting(refundReserved({ amount: 1_001 })))).rejects.toThrow();
    });
    expect(await counts()).toEqual(before);
    expect(await getBalances(db, test, merchant.id)).toEqual({ pending: 0, available: 1_000, reserved: 0 });
  });

  it('keeps test and live balances apart', async () => {
    await post(posting(sandboxTopUp({ amount: 1_000 })));
    await post(posting(payinPaid({ amount: 300, markup: 0 }), { scope: live }));
    expect(await getBalances(db, test, merchant.id)).toEqual({ pending: 0, available: 1_000, reserved: 0 });
    expect(await getBalances(db, live, merchant.id)).toEqual({ pending: 300, available: 0, reserved: 0 });
    expect((await availableBalances(db, test))[merchant.id]).toBe(1_000);
    expect((await availableBalances(db, live))[merchant.id] ?? 0).toBe(0);
    await expect(post(posting(payoutReserved({ amount: 1, markup: 0 }), { scope: live }))).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    await expect(post(posting(sandboxTopUp({ amount: 1 }), { scope: live }))).rejects.toMatchObject({
      code: 'live_mode_refused',
    });
  });

  it('refuses a resource that does not fit the flow, or no description', async () => {
    await expect(post(posting(sandboxTopUp({ amount: 1 }), { description: ' ' }))).rejects.toThrow('description');
    await expect(post(posting(payinPaid({ amount: 1, markup: 0 }), { resource: null }))).rejects.toThrow(
      'the resource must be a charge',
    );
    await expect(post(posting(sandboxTopUp({ amount: 1 }), { resource: { type: 'charge', id: 1 } }))).rejects.toThrow(
      'its own resource',
    );
  });

  it('never dates an entry before its account’s last one', async () => {
    await post(posting(sandboxTopUp({ amount: 100 })));
    const late = await post(
      posting(payoutReserved({ amount: 50, markup: 0 }), { now: new Date('2026-03-10T14:00:00Z') }),
    );
    const [transaction] = await db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, late.transactionId));
    expect(transaction?.createdAt).toEqual(NOW);
  });
});

describe('balances at a moment', () => {
  it('reads each account’s last entry before the instant', async () => {
    const at = (iso: string) => new Date(iso);
    await post(posting(payinPaid({ amount: 5_000, markup: 0 }), { now: at('2026-03-09T12:00:00Z') }));
    await post(posting(payinCredited({ amount: 5_000 }), { now: at('2026-03-10T02:59:59Z') }));
    await post(posting(payoutReserved({ amount: 1_000, markup: 0 }), { now: at('2026-03-10T03:00:00Z') }));

    const endOf9th = at('2026-03-10T03:00:00Z'); // midnight in São Paulo
    expect(await balanceAt(db, test, merchant.id, at('2026-03-09T00:00:00Z'))).toEqual({
      pending: 0,
      available: 0,
      reserved: 0,
    });
    expect(await balanceAt(db, test, merchant.id, endOf9th)).toEqual({ pending: 0, available: 5_000, reserved: 0 });
    expect(await balanceAt(db, test, merchant.id, at('2026-03-11T03:00:00Z'))).toEqual(
      await getBalances(db, test, merchant.id),
    );
    expect(await balanceAt(db, live, merchant.id, endOf9th)).toEqual({ pending: 0, available: 0, reserved: 0 });
  });
});

describe('the database keeps the ledger’s rules', () => {
  beforeEach(async () => {
    await post(posting(sandboxTopUp({ amount: 1_000 })));
  });

  it.each([
    ['update ledger_entries set amount = amount * 2', 'append-only'],
    ['delete from ledger_entries', 'append-only'],
    ["update ledger_transactions set description = 'x'", 'append-only'],
    ['delete from ledger_transactions', 'append-only'],
    ['update ledger_accounts set balance = balance + 1', 'only through a ledger entry'],
    ['delete from ledger_accounts', 'never deleted'],
  ])('refuses %s', async (statement, message) => {
    const refusal = await db.execute(sql.raw(statement)).catch((error: Error) => error);
    // drizzle wraps the driver's error, which carries the trigger's message.
    expect(refusal).toMatchObject({ cause: { message: expect.stringContaining(message) } });
    expect(await getBalances(db, test, merchant.id)).toMatchObject({ available: 1_000 });
  });

  it('refuses at commit a transaction whose entries do not sum to zero', async () => {
    const [available] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'available'));
    await expect(
      db.transaction(async (tx) => {
        const [transaction] = await tx
          .insert(ledgerTransactions)
          .values({
            ...test,
            type: 'adjustment',
            resourceType: 'adjustment',
            description: 'free money',
            createdAt: NOW,
          })
          .returning();
        await tx.execute(
          sql`insert into ledger_entries (transaction_id, account_id, amount) values (${transaction?.id}, ${available?.id}, 5)`,
        );
      }),
    ).rejects.toThrow('unbalanced');
    expect(await getBalances(db, test, merchant.id)).toMatchObject({ available: 1_000 });
  });
});

describe('concurrent reservations', () => {
  it('accept exactly as many as the balance covers, and leave it at exactly zero', async () => {
    await post(posting(sandboxTopUp({ amount: 10 * 1_050 })));
    const attempts = Array.from({ length: 30 }, () => post(posting(payoutReserved({ amount: 1_000, markup: 50 }))));
    const results = await Promise.allSettled(attempts);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.length - refused.length).toBe(10);
    expect(refused.every((result) => isDomainError(result.reason, 'insufficient_funds'))).toBe(true);
    expect(await getBalances(db, test, merchant.id)).toEqual({ pending: 0, available: 0, reserved: 10_500 });
    // Running balances follow id order although the postings raced (ids are taken after the locks).
    expect((await verifyLedger(db)).differences).toEqual([]);
  });
});
