import { and, count, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { theRow } from '@/db/rows';
import { ledgerTransactions, type MerchantAccount } from '@/db/schema';
import { testScope } from '@/lib/livemode';
import { createCharge } from '@/lib/payin/create';
import { createPayinSchema } from '@/lib/payin/schemas';
import { simulateProcessorEvent } from '@/lib/payin/simulate';
import { createPayout } from '@/lib/payout/create';
import { simulatePayoutEvent } from '@/lib/payout/simulate';
import { createRefund } from '@/lib/refunds/create';
import { createRefundSchema } from '@/lib/refunds/schemas';
import { simulateRefundEvent } from '@/lib/refunds/simulate';
import { actor, balancesOf, freshPaymentsDb, postingsOf, topUp } from '@/test/payments';
import { input as payoutInput } from '@/test/payout';
import { backfillLedger, OPENING_BALANCE_REASON } from './backfill';
import { verifyLedger } from './verify';

let db: Db;
let online: MerchantAccount;

const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 12, minute));
const scope = () => testScope(online.organizationId);

const charge = async (amount: number, minute: number) => {
  const input = createPayinSchema(() => at(minute)).parse({
    invoice: `old-${minute}`,
    payment_method: 'pix',
    amount,
    currency: 'BRL',
    country: 'BR',
    buyer: { name: 'Ana Souza', email: 'ana@example.com', document: { type: 'CPF', number: '52998224725' } },
    pix: { expire_date: '2026-03-11T12:00:00' },
  });
  const { charge } = await createCharge(db, {
    scope: scope(),
    account: online,
    input,
    apiKeyId: null,
    actor,
    now: at(minute),
  });
  return simulateProcessorEvent(db, charge, 'pay', at(minute + 1));
};

const payout = async (amount: number, minute: number) =>
  (
    await createPayout(db, {
      scope: scope(),
      account: online,
      input: payoutInput({ amount, invoice: `old-payout-${minute}` }),
      apiKeyId: null,
      actor,
      now: at(minute),
    })
  ).payout;

const transactionCount = async () =>
  theRow(await db.select({ total: count() }).from(ledgerTransactions), 'count').total;

/**
 * The database as the code before migration 0011 left it: charges, payouts and refunds with their status history and
 * no ledger. They are made through today's use cases (a top-up first, so the payouts are accepted), and then the
 * ledger is emptied: the top-up was ledger-only, so the payouts are left with no funds behind them, as then.
 */
async function databaseOlderThanTheLedger() {
  ({ db, online } = await freshPaymentsDb());
  await topUp(db, online, 10_000_000, at(0));
  const awaiting = await payout(1000, 1); // R$ 1.000,00, left Awaiting
  const paid = await payout(500, 2);
  await simulatePayoutEvent(db, await simulatePayoutEvent(db, paid, 'process', at(3)), 'pay', at(4));
  const rejected = await payout(300, 5);
  await simulatePayoutEvent(db, rejected, 'reject', at(6));
  const credited = await simulateProcessorEvent(db, await charge(200_000, 10), 'credit', at(12));
  const paidOnly = await charge(50_000, 20);
  const { refund } = await createRefund(db, {
    scope: scope(),
    chargeId: credited.id,
    input: createRefundSchema.parse({ amount: 30_000, reason: 'Order returned' }),
    apiKeyId: null,
    actor,
    now: at(30),
  });
  await simulateRefundEvent(db, refund, 'pay', at(31));
  await db.execute(sql`truncate table ledger_entries, ledger_transactions, ledger_accounts`);
  return { awaiting, paid, rejected, credited, paidOnly, refund };
}

describe('ledger backfill', () => {
  let old: Awaited<ReturnType<typeof databaseOlderThanTheLedger>>;
  // A dozen use cases and a reseed: more than the default 10 s on a busy machine's PGlite.
  beforeEach(async () => {
    old = await databaseOlderThanTheLedger();
  }, 60_000);

  it('books every flow from the status history, with an opening balance for payouts made before any credited sale', async () => {
    const { awaiting, paid, rejected, credited, paidOnly, refund } = old;
    const hold = (p: typeof paid) => p.amount + p.markupAmount;

    const report = await backfillLedger(db);

    // Before the first credited sale, three payouts held 100% of their amount and markup: that is the opening balance.
    const opening = hold(awaiting) + hold(paid) + hold(rejected);
    expect(report).toEqual({
      resources: 6,
      bookings: 10,
      openingBalances: [{ merchantAccountId: online.id, livemode: false, amount: opening }],
    });
    const balances = await balancesOf(db, online);
    expect(balances).toMatchObject({
      available: opening - hold(awaiting) - hold(paid) + credited.amount - refund.amount,
      pending: paidOnly.amount,
      reserved: hold(awaiting),
      adjustments: -opening,
      markup_revenue: paid.markupAmount + credited.markupAmount + paidOnly.markupAmount,
    });
    expect(await postingsOf(db, 'payout', awaiting.id)).toEqual(['payout_reserved']);
    expect(await postingsOf(db, 'payout', paid.id)).toEqual(['payout_reserved', 'payout_paid']);
    expect(await postingsOf(db, 'payout', rejected.id)).toEqual(['payout_reserved', 'payout_returned']);
    expect(await postingsOf(db, 'charge', credited.id)).toEqual(['payin_paid', 'payin_credited']);
    expect(await postingsOf(db, 'charge', paidOnly.id)).toEqual(['payin_paid']);
    expect(await postingsOf(db, 'refund', refund.id)).toEqual(['refund_reserved', 'refund_paid']);

    // The opening balance is an adjustment with its reason, dated at the first movement it covers.
    const [first] = await db.select().from(ledgerTransactions).orderBy(ledgerTransactions.id).limit(1);
    expect(first).toMatchObject({ type: 'adjustment', description: OPENING_BALANCE_REASON, createdAt: at(1) });
    // Each movement is dated at its status change.
    const credit = theRow(
      await db
        .select()
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.resourceId, credited.id), eq(ledgerTransactions.type, 'payin_credited'))),
      'credit',
    );
    expect(credit.createdAt).toEqual(at(12));
    expect((await verifyLedger(db)).differences).toEqual([]);
  });

  it('books nothing the second time', async () => {
    await backfillLedger(db);
    const transactions = await transactionCount();
    const balances = await balancesOf(db, online);

    expect(await backfillLedger(db)).toEqual({ resources: 0, bookings: 0, openingBalances: [] });
    expect(await transactionCount()).toBe(transactions);
    expect(await balancesOf(db, online)).toEqual(balances);
    expect((await verifyLedger(db)).differences).toEqual([]);
  });

  it('lets the payout left Awaiting settle, which it could not before', async () => {
    const processing = await simulatePayoutEvent(db, old.awaiting, 'process', at(40));
    await expect(simulatePayoutEvent(db, processing, 'pay', at(41))).rejects.toMatchObject({
      code: 'insufficient_funds',
    });

    await backfillLedger(db);
    const before = await balancesOf(db, online);
    await simulatePayoutEvent(db, processing, 'pay', at(41));

    expect(await postingsOf(db, 'payout', old.awaiting.id)).toEqual(['payout_reserved', 'payout_paid']);
    const after = await balancesOf(db, online);
    expect(after.reserved).toBe(0);
    expect(after.available).toBe(before.available);
    expect((await verifyLedger(db)).differences).toEqual([]);
  });
});
