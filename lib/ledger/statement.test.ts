import { beforeEach, describe, expect, it } from 'vitest';
import { isDomainError } from '@/lib/errors';
import { db, foreign, freshLedgerDb, live, online, post, test } from '@/test/ledger';
import { merchantLedgerAccounts } from './balances';
import { adjustment, payinCredited, payinPaid, payoutReserved, payoutReturned, sandboxTopUp } from './flows';
import { readStatement } from './queries';
import { statementAccounts, statementSize, type StatementFilter } from './statement';

beforeEach(async () => {
  await freshLedgerDb();
  await post(sandboxTopUp({ amount: 10_000 }), '2026-03-08T12:00:00Z');
  await post(payinPaid({ amount: 5_000, markup: 100 }), '2026-03-09T02:00:00Z'); // still the 8th in São Paulo
  await post(payinCredited({ amount: 5_000 }), '2026-03-09T12:00:00Z');
  await post(payoutReserved({ amount: 3_000, markup: 100 }), '2026-03-10T12:00:00Z');
  await post(payoutReturned({ amount: 3_000, markup: 100 }), '2026-03-10T13:00:00Z');
}, 60_000);

const read = (filter: Partial<StatementFilter> = {}, limit = 25) =>
  readStatement(db, test, online.id, { account: 'available', ...filter }, limit);
const summary = async (filter: Partial<StatementFilter> = {}, limit = 25) =>
  (await read(filter, limit)).rows.map((row) => `${row.account} ${row.type} ${row.amount} → ${row.balanceAfter}`);
const refusal = async (run: Promise<unknown>) => {
  try {
    await run;
  } catch (error) {
    if (isDomainError(error)) return { code: error.code, field: error.field };
    throw error;
  }
  throw new Error('not refused');
};

describe('readStatement', () => {
  it('lists the available account newest first, with running balances, causes and descriptions', async () => {
    expect(await summary()).toEqual([
      'available payout_returned 3100 → 15000',
      'available payout_reserved -3100 → 11900',
      'available payin_credited 5000 → 15000',
      'available sandbox_topup 10000 → 10000',
    ]);
    const [returned] = (await read()).rows;
    expect(returned).toMatchObject({
      resourceType: 'payout',
      description: 'payout_returned at 2026-03-10T13:00:00Z',
      createdAt: new Date('2026-03-10T13:00:00Z'),
    });
    expect((await read()).rows.at(-1)).toMatchObject({ resourceType: 'adjustment', resourceId: null });
  });

  it('merges the three accounts by time for account=all, and reads one for pending or reserved', async () => {
    expect(await summary({ account: 'all' })).toEqual([
      'reserved payout_returned -3100 → 0',
      'available payout_returned 3100 → 15000',
      'reserved payout_reserved 3100 → 3100',
      'available payout_reserved -3100 → 11900',
      'available payin_credited 5000 → 15000',
      'pending payin_credited -5000 → 0',
      'pending payin_paid 5000 → 5000',
      'available sandbox_topup 10000 → 10000',
    ]);
    expect(await summary({ account: 'pending' })).toEqual([
      'pending payin_credited -5000 → 0',
      'pending payin_paid 5000 → 5000',
    ]);
  });

  it('filters by type, and by São Paulo days or instants', async () => {
    expect(await summary({ account: 'all', type: 'payout_reserved' })).toEqual([
      'reserved payout_reserved 3100 → 3100',
      'available payout_reserved -3100 → 11900',
    ]);
    // The 9th in São Paulo starts at 03:00 UTC: the charge paid at 02:00 UTC belongs to the 8th.
    expect(await summary({ account: 'all', from: '2026-03-09', to: '2026-03-09' })).toEqual([
      'available payin_credited 5000 → 15000',
      'pending payin_credited -5000 → 0',
    ]);
    expect(await summary({ account: 'pending', to: '2026-03-08' })).toEqual(['pending payin_paid 5000 → 5000']);
    expect(await summary({ from: '2026-03-09T12:00:00Z', to: '2026-03-10T12:00:00Z' })).toEqual([
      'available payout_reserved -3100 → 11900',
      'available payin_credited 5000 → 15000',
    ]);
  });

  it('pages with starting_after until has_more is false, each entry once', async () => {
    const all = await read({ account: 'all' });
    const seen: number[] = [];
    let startingAfter: number | undefined;
    for (let page = 0; page < 5; page++) {
      const { rows, hasMore } = await read({ account: 'all', startingAfter }, 3);
      seen.push(...rows.map((row) => row.id));
      if (!hasMore) break;
      startingAfter = rows.at(-1)?.id;
    }
    expect(seen).toEqual(all.rows.map((row) => row.id));
    expect((await read({ account: 'all', startingAfter: seen[5] }, 3)).hasMore).toBe(false);
  });

  it('keeps a cursor’s pages as they were while entries are appended', async () => {
    const first = await read({}, 2);
    await post(sandboxTopUp({ amount: 700 }), '2026-03-11T12:00:00Z');
    await post(payoutReserved({ amount: 500, markup: 0 }), '2026-03-11T13:00:00Z');
    const second = await read({ startingAfter: first.rows.at(-1)?.id }, 2);
    expect(second.rows.map((row) => row.type)).toEqual(['payin_credited', 'sandbox_topup']);
    expect(second.hasMore).toBe(false);
    expect((await summary({}, 2))[0]).toBe('available payout_reserved -500 → 15200');
  });

  it('refuses a cursor that is not an entry of this statement', async () => {
    const pendingEntry = (await read({ account: 'pending' })).rows[0]?.id;
    const foreignScope = { organizationId: foreign.organizationId, livemode: false };
    await post(adjustment({ amount: 1, reason: 'live' }), '2026-03-11T00:00:00Z', { scope: live });
    await post(sandboxTopUp({ amount: 1 }), '2026-03-11T00:00:00Z', { merchant: foreign, scope: foreignScope });
    const firstOf = async (scope: typeof test, merchantId: number) =>
      (await readStatement(db, scope, merchantId, { account: 'available' }, 1)).rows[0]?.id;
    const liveEntry = await firstOf(live, online.id);
    const foreignEntry = await firstOf(foreignScope, foreign.id);
    for (const startingAfter of [pendingEntry, 999_999, liveEntry, foreignEntry]) {
      expect(await refusal(read({ startingAfter }))).toEqual({ code: 'invalid', field: 'starting_after' });
    }
  });

  it('answers another organization’s merchant as unknown, and reads the scope’s mode only', async () => {
    expect(await refusal(readStatement(db, test, foreign.id, { account: 'all' }, 25))).toEqual({
      code: 'not_found',
      field: undefined,
    });
    expect((await readStatement(db, live, online.id, { account: 'all' }, 25)).rows).toEqual([]);
    await post(adjustment({ amount: 300, reason: 'live' }), '2026-03-11T00:00:00Z', { scope: live });
    expect((await readStatement(db, live, online.id, { account: 'all' }, 25)).rows.map((row) => row.amount)).toEqual([
      300,
    ]);
    expect(await refusal(readStatement(db, live, online.id, { account: 'all', startingAfter: 1 }, 25))).toEqual({
      code: 'invalid',
      field: 'starting_after',
    });
  });
});

describe('statementSize', () => {
  it('counts up to one past the cap, with the oldest time counted', async () => {
    const accounts = statementAccounts(await merchantLedgerAccounts(db, test, online.id), 'all');
    expect(await statementSize(db, accounts, { account: 'all' }, 100)).toEqual({
      entries: 8,
      oldest: new Date('2026-03-08T12:00:00Z'),
    });
    // Two at most from pending and reserved, three of available's four: past the cap of 2 either way.
    expect((await statementSize(db, accounts, { account: 'all' }, 2)).entries).toBe(7);
    expect(await statementSize(db, accounts, { account: 'all', type: 'adjustment' }, 100)).toEqual({
      entries: 0,
      oldest: null,
    });
  });
});
