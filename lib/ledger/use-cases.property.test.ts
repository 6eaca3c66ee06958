import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';
import type { MerchantAccount, PayinCharge, PayoutPayment, Refund } from '@/db/schema';
import { isDomainError, type DomainErrorCode } from '@/lib/errors';
import { testScope } from '@/lib/livemode';
import { createCharge } from '@/lib/payin/create';
import { createPayinSchema } from '@/lib/payin/schemas';
import { PAYIN_STATUS } from '@/lib/payin/rules';
import { simulateProcessorEvent } from '@/lib/payin/simulate';
import { createPayout } from '@/lib/payout/create';
import { PAYOUT_STATUS } from '@/lib/payout/rules';
import { simulatePayoutEvent } from '@/lib/payout/simulate';
import { createRefund } from '@/lib/refunds/create';
import { REFUND_STATUS } from '@/lib/refunds/rules';
import { createRefundSchema } from '@/lib/refunds/schemas';
import { simulateRefundEvent } from '@/lib/refunds/simulate';
import { actor, freshPaymentsDb, topUp } from '@/test/payments';
import { input as payoutInput } from '@/test/payout';
import { getBalances } from './balances';
import { verifyLedger } from './verify';

/**
 * Random sequences of what merchants, buyers and the sandbox processor do, through the real use cases (the posting
 * engine alone is ledger.property.test.ts): charges created, paid and credited, payouts created, paid, failed and
 * rejected, refunds asked for, paid and failed, sandbox top-ups. Each use case may refuse (a payout or refund the
 * balance does not cover, a refund beyond the paid amount, a step from the wrong status); a refusal must be a
 * domain error and write nothing. After each sequence the books are checked from the database itself.
 */

let db: Awaited<ReturnType<typeof freshPaymentsDb>>['db'];
let merchants: MerchantAccount[];
let clock = Date.UTC(2026, 2, 10, 12);
let serial = 0;
const tick = () => new Date((clock += 1_000));

type World = { charges: PayinCharge[]; payouts: PayoutPayment[]; refunds: Refund[] };
/** How many steps of each kind went through, over all sequences: a property that refused everything would prove nothing. */
const succeeded = new Map<string, number>();

const who = fc.nat({ max: 1 });
const percent = fc.integer({ min: 1, max: 130 });
/** Mostly a target in the status the step starts from; sometimes any, so steps from the wrong status are tried too. */
const pick = fc.record({ index: fc.nat(), stray: fc.nat({ max: 5 }).map((n) => n === 0) });
const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('charge' as const), who, amount: fc.integer({ min: 1, max: 200_000 }) }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay' as const), pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('credit' as const), pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('payout' as const), who, percent }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('settlePayout' as const),
      pick,
      how: fc.constantFrom('pay', 'fail', 'reject'),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick, percent }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('settleRefund' as const), pick, how: fc.constantFrom('pay', 'fail') }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('topUp' as const), who, amount: fc.integer({ min: 1, max: 100_000 }) }),
  },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

type Pick = { index: number; stray: boolean };
/** One of `items` in one of `statuses` (any of them when the pick strays). */
function chosen<T extends { statusId: number }>(items: T[], { index, stray }: Pick, statuses: number[]): T | undefined {
  const candidates = stray ? items : items.filter((item) => statuses.includes(item.statusId));
  return candidates.length === 0 ? undefined : candidates[index % candidates.length];
}
const share = (whole: number, percent: number) => Math.max(1, Math.floor((whole * percent) / 100));
const replace = <T extends { id: number }>(items: T[], item: T) =>
  items.splice(
    items.findIndex((i) => i.id === item.id),
    1,
    item,
  );

/**
 * Runs the use case; a refusal is allowed when it is a domain error (of one of `codes`, when given), and then it
 * must have written nothing.
 */
async function attempt<T>(action: () => Promise<T>, codes?: DomainErrorCode[]): Promise<T | null> {
  const before = await footprint();
  try {
    const result = await action();
    succeeded.set(current, (succeeded.get(current) ?? 0) + 1);
    return result;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (codes) expect(codes).toContain(error.code);
    expect(await footprint()).toEqual(before);
    return null;
  }
}

async function footprint() {
  return rowsOf(
    await db.execute(sql`
      select (select count(*) from ledger_entries) as entries, (select count(*) from payout_payments) as payouts,
        (select count(*) from refunds) as refunds, (select count(*) from payin_status_history) as charge_changes
    `),
  )[0];
}

let current = '';

async function run(world: World, s: Step): Promise<void> {
  const now = tick();
  current = 'how' in s ? `${s.kind} ${s.how}` : s.kind;
  if (s.kind === 'charge') {
    const account = merchants[s.who]!;
    const input = createPayinSchema(() => now).parse({
      invoice: `property-${serial++}`,
      payment_method: 'pix',
      amount: s.amount,
      currency: 'BRL',
      country: 'BR',
      buyer: { name: 'Ana Souza', email: 'ana@example.com', document: { type: 'CPF', number: '52998224725' } },
      pix: { expire_date: '2026-03-20T12:00:00' },
    });
    const scope = testScope(account.organizationId);
    world.charges.push(
      (await attempt(() => createCharge(db, { scope, account, input, apiKeyId: null, actor, now }), []))!.charge,
    );
  } else if (s.kind === 'pay' || s.kind === 'credit') {
    const charge = chosen(world.charges, s.pick, [s.kind === 'pay' ? PAYIN_STATUS.created : PAYIN_STATUS.paid]);
    if (!charge) return;
    const moved = await attempt(() => simulateProcessorEvent(db, charge, s.kind, now));
    if (moved) replace(world.charges, moved);
  } else if (s.kind === 'payout') {
    const account = merchants[s.who]!;
    const scope = testScope(account.organizationId);
    const { available } = await getBalances(db, scope, account.id);
    const cents = share(available, s.percent);
    const body = payoutInput({ amount: cents / 100, invoice: `property-payout-${serial++}` });
    const created = await attempt(
      () => createPayout(db, { scope, account, input: body, apiKeyId: null, actor, now }),
      ['insufficient_funds'],
    );
    if (created) {
      expect(created.payout.amount + created.payout.markupAmount).toBeLessThanOrEqual(available);
      world.payouts.push(created.payout);
    }
  } else if (s.kind === 'settlePayout') {
    const payout = chosen(world.payouts, s.pick, [PAYOUT_STATUS.awaiting]);
    if (!payout) return;
    const steps = s.how === 'reject' ? (['reject'] as const) : (['process', s.how] as const);
    let moved: PayoutPayment | null = payout;
    for (const action of steps) {
      const from: PayoutPayment = moved;
      moved = await attempt(() => simulatePayoutEvent(db, from, action, now));
      if (!moved) return;
      replace(world.payouts, moved);
    }
  } else if (s.kind === 'refund') {
    const charge = chosen(world.charges, s.pick, [PAYIN_STATUS.paid, PAYIN_STATUS.credited]);
    if (!charge) return;
    const paid = charge.paidAmount ?? charge.amount + charge.markupAmount;
    const input = createRefundSchema.parse({ amount: share(paid, s.percent), reason: 'Order returned' });
    const scope = testScope(charge.organizationId);
    const created = await attempt(() =>
      createRefund(db, { scope, chargeId: charge.id, input, apiKeyId: null, actor, now }),
    );
    if (created) world.refunds.push(created.refund);
  } else if (s.kind === 'settleRefund') {
    const refund = chosen(world.refunds, s.pick, [REFUND_STATUS.requested, REFUND_STATUS.processing]);
    if (!refund) return;
    const moved = await attempt(() => simulateRefundEvent(db, refund, s.how, now));
    if (moved) replace(world.refunds, moved);
  } else {
    await attempt(() => topUp(db, merchants[s.who]!, s.amount, now), []);
  }
}

/** The books, read from the database: what must hold whatever the sequence was. */
async function checkTheBooks(): Promise<void> {
  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: string | number }>(await db.execute(query))[0]?.n);
  // Every transaction sums to zero, with at least two entries.
  expect(
    await count(sql`select count(*) as n from (
      select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0 or count(*) < 2
    ) unbalanced`),
  ).toBe(0);
  // Every balance is the sum of its entries.
  expect(
    await count(sql`select count(*) as n from ledger_accounts a
      where a.balance <> coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)`),
  ).toBe(0);
  // No merchant balance (available above all) is below zero.
  expect(
    await count(sql`select count(*) as n from ledger_accounts
      where merchant_account_id is not null and balance < 0`),
  ).toBe(0);
  // Refunds that did not fail never exceed what the buyer paid.
  expect(
    await count(sql`select count(*) as n from payin_charges c
      where (select coalesce(sum(r.amount), 0) from refunds r where r.charge_id = c.id and r.status_id <> 4)
        > coalesce(c.paid_amount, 0)`),
  ).toBe(0);
  expect((await verifyLedger(db)).differences).toEqual([]);
}

const first = { index: 0, stray: false };
/** One life that takes every kind of step at least once, run before the random ones (fast-check's `examples`). */
const EVERY_KIND: Step[] = [
  { kind: 'charge', who: 0, amount: 50_000 },
  { kind: 'pay', pick: first },
  { kind: 'credit', pick: first },
  ...(['pay', 'fail', 'reject'] as const).flatMap((how): Step[] => [
    { kind: 'payout', who: 0, percent: 20 },
    { kind: 'settlePayout', pick: first, how },
  ]),
  ...(['pay', 'fail'] as const).flatMap((how): Step[] => [
    { kind: 'refund', pick: first, percent: 10 },
    { kind: 'settleRefund', pick: first, how },
  ]),
  { kind: 'refund', pick: first, percent: 130 }, // beyond what was paid: refused
  { kind: 'payout', who: 0, percent: 130 }, // beyond what is available: refused
  { kind: 'topUp', who: 1, amount: 10_000 },
];

describe('random sequences through the use cases', () => {
  beforeAll(async () => {
    const fresh = await freshPaymentsDb();
    db = fresh.db;
    // Online has global markup rules, Marketplace none: payouts and charges with and without markup.
    merchants = [fresh.online, fresh.marketplace];
  }, 60_000);

  it('keep every transaction balanced, every balance its entries’ sum, none negative, no charge refunded beyond its payment', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 40 }), async (steps) => {
        const world: World = { charges: [], payouts: [], refunds: [] };
        for (const s of steps) await run(world, s);
        await checkTheBooks();
      }),
      { numRuns: 15, examples: [[EVERY_KIND]] },
    );
    const kinds = ['charge', 'pay', 'credit', 'payout', 'settlePayout pay', 'settlePayout fail', 'settlePayout reject'];
    for (const kind of [...kinds, 'refund', 'settleRefund pay', 'settleRefund fail', 'topUp']) {
      expect(succeeded.get(kind) ?? 0, `${kind} in ${JSON.stringify([...succeeded])}`).toBeGreaterThan(0);
    }
  }, 120_000);
});
