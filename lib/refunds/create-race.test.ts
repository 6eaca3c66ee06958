import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { refunds } from '@/db/schema';
import { verifyLedger } from '@/lib/ledger/verify';
import { balancesOf, db, freshRefundsDb, marketplace, paidCharge, refund } from '@/test/refunds';

beforeEach(freshRefundsDb);

// Run on Postgres (DATABASE_URL) for real concurrency: each refund is its own transaction on its own connection. The
// merchant holds twice the charge's amount, so the ledger's funds check cannot hide a race on the charge's remainder.
describe('parallel refunds of one charge', () => {
  beforeEach(() => paidCharge(marketplace, { amount: 10_000 }));

  it('accept only what the paid amount covers: 20 × R$ 7,00 against R$ 100,00 → 14', async () => {
    const charge = await paidCharge(marketplace, { amount: 10_000 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) => refund(charge, { amount: 700, reason: `Return ${index}` })),
    );
    const accepted = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(accepted).toHaveLength(14);
    for (const reason of refused) expect(reason).toMatchObject({ code: 'invalid', field: 'amount' });

    const stored = await db.select().from(refunds).where(eq(refunds.chargeId, charge.id));
    expect(stored.reduce((sum, row) => sum + row.amount, 0)).toBe(9_800);
    expect(await balancesOf(marketplace)).toEqual({ pending: 0, available: 10_200, reserved: 9_800 });
    expect((await verifyLedger(db)).differences).toEqual([]);
  });

  it('never exceed the paid amount, whatever the amounts', async () => {
    const charge = await paidCharge(marketplace, { amount: 10_000 });
    const amounts = Array.from({ length: 20 }, (_, index) => 300 + ((index * 379) % 1_300));
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBeGreaterThan(10_000);
    await Promise.allSettled(amounts.map((amount) => refund(charge, { amount })));
    const stored = await db.select().from(refunds).where(eq(refunds.chargeId, charge.id));
    const total = stored.reduce((sum, row) => sum + row.amount, 0);
    expect(total).toBeLessThanOrEqual(10_000);
    expect(await balancesOf(marketplace)).toEqual({ pending: 0, available: 20_000 - total, reserved: total });
    expect((await verifyLedger(db)).differences).toEqual([]);
  });
});
