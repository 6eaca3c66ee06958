import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { theRow } from '@/db/rows';
import { auditLog, jobs, payoutPayments, payoutStatusHistory, webhookDeliveries } from '@/db/schema';
import { verifyLedger } from '@/lib/ledger/verify';
import { create, db, FUNDS, freshPayoutDb, input, marketplace, online } from '@/test/payout';
import { balancesOf } from '@/test/payments';

beforeEach(freshPayoutDb);

const rowCounts = async () => {
  const total = async (table: typeof payoutPayments | typeof payoutStatusHistory | typeof jobs | typeof auditLog) =>
    theRow(await db.select({ total: count() }).from(table), 'count').total;
  return {
    payouts: await total(payoutPayments),
    history: await total(payoutStatusHistory),
    jobs: await total(jobs),
    audit: await total(auditLog),
    callbacks: theRow(await db.select({ total: count() }).from(webhookDeliveries), 'count').total,
  };
};

describe('payouts need funds', () => {
  it('refuses a payout whose amount + markup the available balance does not cover: 422 on amount, nothing written', async () => {
    const before = { rows: await rowCounts(), balances: await balancesOf(db, online) };
    // R$ 100.000,00 is exactly the funds, but the global rule adds R$ 1,00 of markup.
    await expect(create(online, input({ amount: FUNDS / 100 }))).rejects.toMatchObject({
      code: 'insufficient_funds',
      field: 'amount',
      message: 'The available balance (R$ 100.000,00) does not cover R$ 100.001,00.',
    });
    expect(await rowCounts()).toEqual(before.rows);
    expect(await balancesOf(db, online)).toEqual(before.balances);
    // Without markup the same amount fits exactly, and leaves nothing available.
    await create(marketplace, input({ amount: FUNDS / 100 }));
    expect(await balancesOf(db, marketplace)).toMatchObject({ available: 0, reserved: FUNDS });
  });

  it('30 parallel payouts against funds for 10: exactly 10 are accepted and available ends at exactly zero', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => create(marketplace, input({ amount: FUNDS / 100 / 10 }))),
    );
    const accepted = results.filter((result) => result.status === 'fulfilled');
    expect(accepted).toHaveLength(10);
    for (const result of results) {
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ code: 'insufficient_funds', field: 'amount' });
    }
    expect(await balancesOf(db, marketplace)).toMatchObject({ available: 0, reserved: FUNDS });
    expect((await rowCounts()).payouts).toBe(10);
    expect((await verifyLedger(db)).differences).toEqual([]);
  });
});
