import { beforeEach, describe, expect, it } from 'vitest';
import { isDomainError } from '@/lib/errors';
import { db, foreign, freshLedgerDb, live, marketplace, online, post, test } from '@/test/ledger';
import { organizationBalances } from './balances';
import { adjustment, payinCredited, payinPaid, payoutReserved, sandboxTopUp } from './flows';
import { readBalance, readBalanceHistory, readBalanceSeries } from './queries';

const NOW = new Date('2026-03-10T18:00:00Z');

beforeEach(async () => {
  await freshLedgerDb();
  await post(sandboxTopUp({ amount: 10_000 }), '2026-03-08T12:00:00Z');
  await post(payinPaid({ amount: 5_000, markup: 100 }), '2026-03-09T02:59:59.999Z'); // the 8th's last moment
  await post(payinCredited({ amount: 5_000 }), '2026-03-09T03:00:00Z'); // the 9th's first
  await post(payoutReserved({ amount: 3_000, markup: 100 }), '2026-03-10T12:00:00Z');
}, 60_000);

const notFound = async (run: Promise<unknown>) => {
  try {
    await run;
  } catch (error) {
    return isDomainError(error, 'not_found');
  }
  return false;
};

describe('readBalance', () => {
  it('reads the three materialised balances, zeros before any movement and in the other mode', async () => {
    expect(await readBalance(db, test, online.id)).toEqual({ available: 11_900, pending: 0, reserved: 3_100 });
    expect(await readBalance(db, live, online.id)).toEqual({ available: 0, pending: 0, reserved: 0 });
  });

  it('answers another organization’s merchant account as unknown', async () => {
    expect(await notFound(readBalance(db, test, foreign.id))).toBe(true);
    expect(await notFound(readBalance(db, test, 987_654))).toBe(true);
  });
});

describe('readBalanceHistory', () => {
  it('gives the balances when the São Paulo day ended, to the millisecond', async () => {
    const eighth = await readBalanceHistory(db, test, online.id, '2026-03-08', NOW);
    expect(eighth).toEqual({
      date: '2026-03-08',
      end: new Date('2026-03-09T03:00:00Z'),
      balances: { available: 10_000, pending: 5_000, reserved: 0 },
    });
    expect((await readBalanceHistory(db, test, online.id, '2026-03-09', NOW)).balances).toEqual({
      available: 15_000,
      pending: 0,
      reserved: 0,
    });
    expect((await readBalanceHistory(db, test, online.id, '2026-03-07', NOW)).balances).toEqual({
      available: 0,
      pending: 0,
      reserved: 0,
    });
    // Today has not ended: its balances are the current ones.
    expect((await readBalanceHistory(db, test, online.id, '2026-03-10', NOW)).balances).toEqual(
      await readBalance(db, test, online.id),
    );
  });

  it('refuses a future day on date, and another organization’s merchant as unknown', async () => {
    await expect(readBalanceHistory(db, test, online.id, '2026-03-11', NOW)).rejects.toMatchObject({
      code: 'invalid',
      field: 'date',
    });
    expect(await notFound(readBalanceHistory(db, test, foreign.id, '2026-03-09', NOW))).toBe(true);
  });
});

describe('readBalanceSeries', () => {
  it('has one point per day at its end, in order', async () => {
    const series = await readBalanceSeries(db, test, online.id, { from: '2026-03-07' }, NOW);
    expect(series.map(({ date, balances }) => [date, balances.available, balances.pending, balances.reserved])).toEqual(
      [
        ['2026-03-07', 0, 0, 0],
        ['2026-03-08', 10_000, 5_000, 0],
        ['2026-03-09', 15_000, 0, 0],
        ['2026-03-10', 11_900, 0, 3_100],
      ],
    );
  });

  it('is all zeros for a merchant account without movements, and in the other mode', async () => {
    const zeros = { available: 0, pending: 0, reserved: 0 };
    for (const [scope, merchant] of [
      [test, marketplace],
      [live, online],
    ] as const) {
      const series = await readBalanceSeries(db, scope, merchant.id, { from: '2026-03-08', to: '2026-03-10' }, NOW);
      expect(series.map((point) => point.balances)).toEqual([zeros, zeros, zeros]);
    }
  });
});

describe('organizationBalances', () => {
  it('adds up every merchant account of the organization in the scope’s mode', async () => {
    await post(sandboxTopUp({ amount: 250 }), '2026-03-10T13:00:00Z', { merchant: marketplace });
    await post(adjustment({ amount: 99, reason: 'live' }), '2026-03-10T13:00:00Z', { scope: live });
    expect(await organizationBalances(db, test)).toEqual({ available: 12_150, pending: 0, reserved: 3_100 });
    expect(await organizationBalances(db, live)).toEqual({ available: 99, pending: 0, reserved: 0 });
  });
});
