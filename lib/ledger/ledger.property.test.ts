import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Db } from '@/db/client';
import { theRow } from '@/db/rows';
import { merchantAccounts } from '@/db/schema';
import { isDomainError } from '@/lib/errors';
import type { Scope } from '@/lib/livemode';
import { freshTestDb } from '@/test/db';
import { getBalances, type Balances } from './balances';
import * as flows from './flows';
import { postLedgerTransaction } from './post';
import { verifyLedger } from './verify';

/**
 * Random lives of charges, payouts and refunds, in both modes, through the posting service; a model says what each
 * balance must be. Each sequence runs on a merchant account of its own, so it starts from zero.
 */

/** `amount` is the merchant's part; `paid` what the buyer paid (amount + markup), which refunds may not exceed. */
type Charge = { id: number; amount: number; paid: number; credited: boolean; refunded: number };
type Hold = { id: number; amount: number; markup: number; chargeId?: number };
type Book = { balances: Balances; charges: Charge[]; payouts: Hold[]; refunds: Hold[] };

const cents = fc.integer({ min: 1, max: 50_000 });
const markup = fc.integer({ min: 0, max: 500 });
const live = fc.boolean();
const pick = fc.nat();
/** A payout or refund asks for this percentage of what it could take: above 100, more than the balance covers. */
const share = fc.integer({ min: 1, max: 130 });
const step = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay' as const), live, amount: cents, markup }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('credit' as const), live, pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('payout' as const), live, share, markup }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('settlePayout' as const), live, pick, paid: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('refund' as const), live, pick, share }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('settleRefund' as const), live, pick, paid: fc.boolean() }) },
);
const portion = (whole: number, percent: number) => Math.max(1, Math.floor((whole * percent) / 100));
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

let db: Db;
let organizationId: number;
let nextId = 1;

beforeAll(async () => {
  db = await freshTestDb();
  organizationId = theRow(await db.select().from(merchantAccounts).limit(1), 'a merchant').organizationId;
}, 60_000);

const newBook = (): Book => ({
  balances: { pending: 0, available: 0, reserved: 0 },
  charges: [],
  payouts: [],
  refunds: [],
});
const chosen = <T>(items: T[], index: number): T | undefined => items[index % Math.max(items.length, 1)];
const without = <T>(items: T[], item: T) => items.splice(items.indexOf(item), 1);

/** Posts the step when the model allows it, and expects the ledger to refuse exactly the ones funds do not cover. */
async function run(merchantAccountId: number, books: Record<'test' | 'live', Book>, s: Step): Promise<void> {
  const scope: Scope = { organizationId, livemode: s.live };
  const book = books[s.live ? 'live' : 'test'];
  const b = book.balances;
  const post = (flow: flows.LedgerFlow, type: 'charge' | 'payout' | 'refund', id: number) =>
    db.transaction((tx) =>
      postLedgerTransaction(tx, {
        ...flow,
        scope,
        merchantAccountId,
        resource: { type, id },
        description: s.kind,
        now: new Date(),
      }),
    );
  if (s.kind === 'pay') {
    const charge = { id: nextId++, amount: s.amount, paid: s.amount + s.markup, credited: false, refunded: 0 };
    await post(flows.payinPaid(s), 'charge', charge.id);
    book.charges.push(charge);
    b.pending += s.amount;
  } else if (s.kind === 'credit') {
    const charge = chosen(
      book.charges.filter((c) => !c.credited),
      s.pick,
    );
    if (!charge) return;
    await post(flows.payinCredited(charge), 'charge', charge.id);
    charge.credited = true;
    b.pending -= charge.amount;
    b.available += charge.amount;
  } else if (s.kind === 'payout') {
    const payout = { id: nextId++, amount: portion(b.available, s.share), markup: s.markup };
    const total = payout.amount + payout.markup;
    if (total > b.available) return expectRefused(post(flows.payoutReserved(payout), 'payout', payout.id));
    await post(flows.payoutReserved(payout), 'payout', payout.id);
    book.payouts.push(payout);
    b.available -= total;
    b.reserved += total;
  } else if (s.kind === 'settlePayout') {
    const payout = chosen(book.payouts, s.pick);
    if (!payout) return;
    await post((s.paid ? flows.payoutPaid : flows.payoutReturned)(payout), 'payout', payout.id);
    without(book.payouts, payout);
    b.reserved -= payout.amount + payout.markup;
    if (!s.paid) b.available += payout.amount + payout.markup;
  } else if (s.kind === 'refund') {
    const charge = chosen(book.charges, s.pick);
    if (!charge || charge.refunded === charge.paid) return;
    const refund = {
      id: nextId++,
      amount: portion(charge.paid - charge.refunded, s.share),
      markup: 0,
      chargeId: charge.id,
    };
    if (charge.refunded + refund.amount > charge.paid) return; // the refund rules' business, not the ledger's
    if (refund.amount > b.available) return expectRefused(post(flows.refundReserved(refund), 'refund', refund.id));
    await post(flows.refundReserved(refund), 'refund', refund.id);
    book.refunds.push(refund);
    charge.refunded += refund.amount;
    b.available -= refund.amount;
    b.reserved += refund.amount;
  } else {
    const refund = chosen(book.refunds, s.pick);
    if (!refund) return;
    await post((s.paid ? flows.refundPaid : flows.refundReturned)(refund), 'refund', refund.id);
    without(book.refunds, refund);
    b.reserved -= refund.amount;
    if (!s.paid) {
      b.available += refund.amount;
      const charge = book.charges.find((c) => c.id === refund.chargeId);
      if (charge) charge.refunded -= refund.amount;
    }
  }
}

async function expectRefused(posting: Promise<unknown>): Promise<void> {
  const error = await posting.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(isDomainError(error, 'insufficient_funds')).toBe(true);
}

describe('random sequences of flows', () => {
  it('keep every transaction balanced, every balance the sum of its entries and the model’s, none negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 30, size: 'max' }), async (steps) => {
        const merchant = theRow(
          await db
            .insert(merchantAccounts)
            .values({ organizationId, name: `property ${nextId}` })
            .returning(),
          'insert merchant',
        );
        const books = { test: newBook(), live: newBook() };
        for (const s of steps) await run(merchant.id, books, s);

        expect((await verifyLedger(db)).differences).toEqual([]);
        for (const livemode of [false, true]) {
          const balances = await getBalances(db, { organizationId, livemode }, merchant.id);
          expect(balances).toEqual(books[livemode ? 'live' : 'test'].balances);
          expect(Object.values(balances).every((balance) => balance >= 0)).toBe(true);
        }
        const [conservation] = rowsOf<{ total: string | number }>(
          await db.execute(sql`select coalesce(sum(balance), 0) as total from ledger_accounts`),
        );
        expect(Number(conservation?.total)).toBe(0);
      }),
      { numRuns: 20 },
    );
  }, 60_000);
});
