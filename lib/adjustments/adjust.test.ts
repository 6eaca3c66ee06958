import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { theRow } from '@/db/rows';
import { auditLog, ledgerTransactions, type MerchantAccount } from '@/db/schema';
import { verifyLedger } from '@/lib/ledger/verify';
import { testScope } from '@/lib/livemode';
import { actor, balancesOf, freshPaymentsDb } from '@/test/payments';
import { adjustBalance } from './adjust';
import { serializeBalanceMovement } from './serialize';

let db: Db;
let online: MerchantAccount;
const now = new Date('2026-03-10T12:00:00.000Z');
const live = (account: MerchantAccount) => ({ organizationId: account.organizationId, livemode: true });

beforeEach(async () => {
  ({ db, online } = await freshPaymentsDb());
});

const transactions = async () => theRow(await db.select({ n: count() }).from(ledgerTransactions), 'count').n;

describe('operator adjustment', () => {
  it('credits and debits the available balance in the scope’s mode, with its reason as the description', async () => {
    const opening = await adjustBalance(db, {
      scope: live(online),
      account: online,
      input: { amount: 120_000, reason: 'Opening balance migrated from the previous provider' },
      actor,
      now,
    });
    expect(serializeBalanceMovement(opening)).toMatchObject({
      type: 'adjustment',
      amount: 120_000,
      balance_after: 120_000,
      description: 'Opening balance migrated from the previous provider',
      livemode: true,
    });
    const correction = await adjustBalance(db, {
      scope: live(online),
      account: online,
      input: { amount: -20_000, reason: 'Settlement correction' },
      actor,
      now,
    });
    expect(correction).toMatchObject({ amount: -20_000, balanceAfter: 100_000 });
    expect(await balancesOf(db, online, true)).toMatchObject({ available: 100_000, adjustments: -100_000 });
    expect(await balancesOf(db, online, false)).toMatchObject({ available: 0 });
    expect((await verifyLedger(db)).differences).toEqual([]);
  });

  it('refuses a debit the available balance does not cover, on amount, writing nothing', async () => {
    await expect(
      adjustBalance(db, {
        scope: testScope(online.organizationId),
        account: online,
        input: { amount: -1, reason: 'Too much' },
        actor,
        now,
      }),
    ).rejects.toMatchObject({ code: 'insufficient_funds', field: 'amount' });
    expect(await transactions()).toBe(0);
    expect(
      theRow(await db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'balance.adjustment')), 'count')
        .n,
    ).toBe(0);
  });
});
