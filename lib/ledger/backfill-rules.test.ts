import { describe, expect, it } from 'vitest';
import {
  inTimeOrder,
  openingBalances,
  plannedBookings,
  type BackfillKind,
  type BackfillResource,
} from './backfill-rules';
import { payoutPaid, payoutReserved, payoutReturned, payinCredited, payinPaid } from './flows';

type Row = BackfillResource & { amount: number };
const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 12, minute));

// A payout-like kind: 1 holds, 3 settles, 4 returns; 2 moves nothing.
const payouts: BackfillKind<Row> = {
  rank: 2,
  opening: 1,
  flowOf: ({ statusId, amount }) =>
    statusId === 1
      ? payoutReserved({ amount, markup: 0 })
      : statusId === 3
        ? payoutPaid({ amount, markup: 0 })
        : statusId === 4
          ? payoutReturned({ amount, markup: 0 })
          : null,
};
const charges: BackfillKind<Row> = {
  rank: 0,
  opening: 3,
  flowOf: ({ statusId, amount }) =>
    statusId === 3 ? payinPaid({ amount, markup: 0 }) : statusId === 4 ? payinCredited({ amount }) : null,
};
const row = (id: number, amount: number, merchantAccountId = 7): Row => ({
  id,
  merchantAccountId,
  statusId: 0,
  createdAt: at(0),
  amount,
});
const change = (resourceId: number, id: number, statusId: number, minute: number) => ({
  resourceId,
  id,
  statusId,
  createdAt: at(minute),
});

describe('plannedBookings', () => {
  it('books each money status once, at its change, and skips the statuses that move nothing', () => {
    const bookings = plannedBookings(
      [row(1, 500)],
      [change(1, 10, 1, 1), change(1, 11, 2, 2), change(1, 12, 3, 3), change(1, 13, 3, 4)],
      payouts,
    );
    expect(bookings.map((b) => [b.flow.type, b.at, b.resource.statusId])).toEqual([
      ['payout_reserved', at(1), 1],
      ['payout_paid', at(3), 3],
    ]);
  });

  it('adds the missing opening movement at the creation, so a settlement finds its hold', () => {
    const bookings = plannedBookings([row(1, 500)], [change(1, 12, 3, 3)], payouts);
    expect(bookings.map((b) => [b.flow.type, b.at])).toEqual([
      ['payout_reserved', at(0)],
      ['payout_paid', at(3)],
    ]);
  });

  it('plans nothing for a resource whose history never moved money', () => {
    expect(plannedBookings([row(1, 500)], [change(1, 10, 2, 1)], payouts)).toEqual([]);
  });
});

describe('inTimeOrder', () => {
  it('orders by time, then a charge before a payout at the same instant', () => {
    const bookings = [
      ...plannedBookings([row(1, 500)], [change(1, 10, 1, 5)], payouts),
      ...plannedBookings([row(2, 900)], [change(2, 20, 3, 5), change(2, 21, 4, 5)], charges),
    ];
    expect(inTimeOrder(bookings).map((b) => b.flow.type)).toEqual(['payin_paid', 'payin_credited', 'payout_reserved']);
  });
});

describe('openingBalances', () => {
  it('is the deepest the available balance would go, per merchant, and nothing for one that never goes below zero', () => {
    const bookings = [
      ...plannedBookings(
        [row(1, 500), row(2, 300)],
        [change(1, 10, 1, 1), change(2, 11, 1, 2), change(2, 12, 4, 3)],
        payouts,
      ),
      ...plannedBookings([row(3, 1_000)], [change(3, 20, 3, 4), change(3, 21, 4, 5)], charges),
      ...plannedBookings([row(4, 100, 8)], [change(4, 30, 3, 1), change(4, 31, 4, 2)], charges),
      ...plannedBookings([row(5, 50, 8)], [change(5, 40, 1, 3)], payouts),
    ];
    // Merchant 7 holds 500, then 300 more (-800), gets 300 back, then 1,000 arrives: the deepest point is -800.
    expect(openingBalances(bookings, new Map())).toEqual(new Map([[7, 800]]));
    // What is already available counts: 600 leaves 200 to cover.
    expect(openingBalances(bookings, new Map([[7, 600]]))).toEqual(new Map([[7, 200]]));
  });
});
