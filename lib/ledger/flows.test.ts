import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjustment,
  movementsProblem,
  payinCredited,
  payinPaid,
  payoutPaid,
  payoutReserved,
  payoutReturned,
  refundPaid,
  refundReserved,
  refundReturned,
  sandboxTopUp,
  type LedgerFlow,
} from './flows';

const byAccount = ({ movements }: LedgerFlow) =>
  Object.fromEntries(movements.map(({ account, amount }) => [account, amount]));

describe('the flows', () => {
  it('books a paid charge: the merchant part to pending, the markup to revenue, both from clearing', () => {
    const paid = payinPaid({ amount: 10_000, markup: 150 });
    expect(paid.type).toBe('payin_paid');
    expect(byAccount(paid)).toEqual({ processor_clearing: -10_150, pending: 10_000, markup_revenue: 150 });
  });

  it('leaves markup revenue out of a charge or payout without markup', () => {
    expect(byAccount(payinPaid({ amount: 500, markup: 0 }))).toEqual({ processor_clearing: -500, pending: 500 });
    expect(byAccount(payoutPaid({ amount: 500, markup: 0 }))).toEqual({ reserved: -500, processor_clearing: 500 });
  });

  it('credits a charge from pending to available', () => {
    expect(byAccount(payinCredited({ amount: 10_000 }))).toEqual({ pending: -10_000, available: 10_000 });
  });

  it('reserves a payout with its markup, pays it out in two parts, or returns the whole hold', () => {
    expect(byAccount(payoutReserved({ amount: 2_000, markup: 30 }))).toEqual({ available: -2_030, reserved: 2_030 });
    expect(byAccount(payoutPaid({ amount: 2_000, markup: 30 }))).toEqual({
      reserved: -2_030,
      processor_clearing: 2_000,
      markup_revenue: 30,
    });
    expect(byAccount(payoutReturned({ amount: 2_000, markup: 30 }))).toEqual({ reserved: -2_030, available: 2_030 });
  });

  it('reserves a refund from available, pays it to clearing, or returns it', () => {
    expect(byAccount(refundReserved({ amount: 700 }))).toEqual({ available: -700, reserved: 700 });
    expect(byAccount(refundPaid({ amount: 700 }))).toEqual({ reserved: -700, processor_clearing: 700 });
    expect(byAccount(refundReturned({ amount: 700 }))).toEqual({ reserved: -700, available: 700 });
  });

  it('adjusts available against the adjustments account, either way, with the reason as description', () => {
    const credit = adjustment({ amount: 1_000, reason: 'Fee refunded after review' });
    expect(credit).toMatchObject({ type: 'adjustment', description: 'Fee refunded after review' });
    expect(byAccount(credit)).toEqual({ adjustments: -1_000, available: 1_000 });
    expect(byAccount(adjustment({ amount: -250, reason: 'Duplicate credit' }))).toEqual({
      adjustments: 250,
      available: -250,
    });
    expect(() => adjustment({ amount: 0, reason: 'x' })).toThrow(RangeError);
    expect(() => adjustment({ amount: 10, reason: ' ' })).toThrow('reason');
  });

  it('tops up a sandbox balance from the adjustments account', () => {
    expect(sandboxTopUp({ amount: 5_000 })).toEqual({
      type: 'sandbox_topup',
      movements: [
        { account: 'adjustments', amount: -5_000 },
        { account: 'available', amount: 5_000 },
      ],
    });
  });

  it('refuses amounts that are not positive whole cents, and negative markups', () => {
    expect(() => payinPaid({ amount: 0, markup: 0 })).toThrow(RangeError);
    expect(() => payinCredited({ amount: 10.5 })).toThrow(RangeError);
    expect(() => refundReserved({ amount: -1 })).toThrow(RangeError);
    expect(() => payoutReserved({ amount: 100, markup: -1 })).toThrow('markup');
  });
});

describe('movementsProblem', () => {
  it('accepts balanced movements, one per account', () => {
    expect(movementsProblem(payinPaid({ amount: 100, markup: 1 }).movements)).toBeNull();
  });

  it('names what is wrong otherwise', () => {
    expect(movementsProblem([{ account: 'available', amount: 0 }])).toMatch('at least two');
    expect(
      movementsProblem([
        { account: 'available', amount: 5 },
        { account: 'available', amount: -5 },
      ]),
    ).toMatch('each account once');
    expect(
      movementsProblem([
        { account: 'available', amount: 0 },
        { account: 'pending', amount: 0 },
      ]),
    ).toMatch('non-zero');
    expect(
      movementsProblem([
        { account: 'available', amount: 5 },
        { account: 'pending', amount: -4 },
      ]),
    ).toBe('the movements sum to 1, not zero');
  });
});

describe('every flow', () => {
  const cents = fc.integer({ min: 1, max: 1_500_000_000 });
  const markup = fc.integer({ min: 0, max: 100_000_000 });
  const anyFlow = fc.oneof(
    fc.record({ amount: cents, markup }).map(payinPaid),
    cents.map((amount) => payinCredited({ amount })),
    fc.record({ amount: cents, markup }).map(payoutReserved),
    fc.record({ amount: cents, markup }).map(payoutPaid),
    fc.record({ amount: cents, markup }).map(payoutReturned),
    cents.map((amount) => refundReserved({ amount })),
    cents.map((amount) => refundPaid({ amount })),
    cents.map((amount) => refundReturned({ amount })),
    fc
      .tuple(cents, fc.boolean())
      .map(([amount, debit]) => adjustment({ amount: debit ? -amount : amount, reason: 'review' })),
    cents.map((amount) => sandboxTopUp({ amount })),
  );

  it('sums to zero, moves each account once and never by zero', () => {
    fc.assert(fc.property(anyFlow, (flow) => movementsProblem(flow.movements) === null));
  });
});
