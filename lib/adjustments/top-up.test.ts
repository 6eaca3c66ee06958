import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { theRow } from '@/db/rows';
import { auditLog, ledgerTransactions, type MerchantAccount } from '@/db/schema';
import { testScope } from '@/lib/livemode';
import { actor, balancesOf, freshPaymentsDb } from '@/test/payments';
import { serializeBalanceMovement } from './serialize';
import { TOP_UP_LIVE_REFUSED, topUpSandbox } from './top-up';

let db: Db;
let online: MerchantAccount;
const now = new Date('2026-03-10T12:00:00.000Z');
const live = (account: MerchantAccount) => ({ organizationId: account.organizationId, livemode: true });

beforeEach(async () => {
  ({ db, online } = await freshPaymentsDb());
});

const transactions = async () => theRow(await db.select({ n: count() }).from(ledgerTransactions), 'count').n;

describe('sandbox top-up', () => {
  it('credits the test-mode available balance from the adjustments account, audited', async () => {
    const view = await topUpSandbox(db, {
      scope: testScope(online.organizationId),
      account: online,
      input: { amount: 50_000 },
      actor,
      now,
    });
    expect(serializeBalanceMovement(view)).toEqual({
      id: view.transaction.id,
      type: 'sandbox_topup',
      merchant_id: online.id,
      amount: 50_000,
      balance_after: 50_000,
      currency: 'BRL',
      description: 'Sandbox top-up',
      livemode: false,
      created_at: '2026-03-10T12:00:00.000000Z',
    });
    expect(await balancesOf(db, online)).toMatchObject({ available: 50_000, adjustments: -50_000 });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'balance.sandbox_topup'));
    expect(audit).toMatchObject({ resourceType: 'ledger_transaction', resourceId: String(view.transaction.id) });
  });

  it('is refused in live mode before anything is written', async () => {
    await expect(
      topUpSandbox(db, { scope: live(online), account: online, input: { amount: 100 }, actor, now }),
    ).rejects.toMatchObject({ code: 'live_mode_refused', message: TOP_UP_LIVE_REFUSED });
    expect(await transactions()).toBe(0);
  });
});
