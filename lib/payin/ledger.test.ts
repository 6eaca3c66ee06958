import { beforeEach, describe, expect, it } from 'vitest';
import { jobHandlers } from '@/lib/jobs/handlers';
import { runDueJobs } from '@/lib/jobs/service';
import { verifyLedger } from '@/lib/ledger/verify';
import { createCharge } from './create';
import { expireCharge } from './jobs';
import { simulateProcessorEvent, SIMULATIONS } from './simulate';
import { transition } from './transitions';
import { actor, create, db, freshPayinDb, marketplace, now, online, pixInput } from '@/test/payin';
import { balancesOf, postingsOf } from '@/test/payments';

beforeEach(freshPayinDb);

const settling = () =>
  pixInput({ buyer: { name: 'Paga', email: 'p@example.com', document: { type: 'CPF', number: '58713371126' } } });
const runJobsAt = (seconds: number) =>
  runDueJobs(db, jobHandlers, { now: new Date(now.getTime() + seconds * 1000), workerId: 'test' });

describe('the ledger of a charge', () => {
  it('Paid books the amount to pending and the markup to markup revenue; Credited makes the amount available', async () => {
    const { charge } = await create(online, pixInput({ amount: 10_000 })); // 1.5% pix rule: R$ 1,50 of markup
    expect(charge.markupAmount).toBe(150);
    const paid = await simulateProcessorEvent(db, charge, 'pay', now);
    expect(await balancesOf(db, online)).toMatchObject({
      processor_clearing: -10_150,
      pending: 10_000,
      markup_revenue: 150,
      available: 0,
    });
    await simulateProcessorEvent(db, paid, 'credit', now);
    expect(await balancesOf(db, online)).toMatchObject({
      processor_clearing: -10_150,
      pending: 0,
      markup_revenue: 150,
      available: 10_000,
    });
    expect(await postingsOf(db, 'charge', charge.id)).toEqual(['payin_paid', 'payin_credited']);
  });

  it('the sandbox’s jobs book each movement once, however often they or the simulate action run again', async () => {
    const { charge } = await create(marketplace, settling());
    await runJobsAt(10);
    await runJobsAt(20);
    await runJobsAt(30);
    await expect(simulateProcessorEvent(db, charge, 'pay', now)).rejects.toMatchObject({ code: 'state_conflict' });
    expect(await postingsOf(db, 'charge', charge.id)).toEqual(['payin_paid', 'payin_credited']);
    expect(await balancesOf(db, marketplace)).toMatchObject({ pending: 0, available: 1000, processor_clearing: -1000 });
    expect((await verifyLedger(db)).differences).toEqual([]);
  });

  it('a racing second payment of the same charge moves nothing', async () => {
    const { charge } = await create(marketplace, pixInput());
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => simulateProcessorEvent(db, charge, 'pay', now)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await postingsOf(db, 'charge', charge.id)).toEqual(['payin_paid']);
    expect(await balancesOf(db, marketplace)).toMatchObject({ pending: 1000 });
  });

  it('rejected and expired charges move no money', async () => {
    const rejected = await create(marketplace, pixInput());
    await simulateProcessorEvent(db, rejected.charge, 'reject', now);
    const expired = await create(marketplace, pixInput());
    await expireCharge(db, expired.charge.id, now);
    expect(await postingsOf(db, 'charge', rejected.charge.id)).toEqual([]);
    expect(await postingsOf(db, 'charge', expired.charge.id)).toEqual([]);
    expect(await balancesOf(db, marketplace)).toMatchObject({ pending: 0, available: 0, processor_clearing: 0 });
  });

  it('a live charge paid by a live processor books the same flows in live balances, never in test ones', async () => {
    const scope = { organizationId: marketplace.organizationId, livemode: true };
    const { charge } = await createCharge(db, {
      scope,
      account: marketplace,
      input: pixInput(),
      apiKeyId: null,
      actor,
      now,
    });
    // No live processor exists yet: its events would be these transitions, as the sandbox's are.
    await db.transaction((tx) => transition(tx, charge.id, SIMULATIONS.pay, now));
    await db.transaction((tx) => transition(tx, charge.id, SIMULATIONS.credit, now));
    expect(await balancesOf(db, marketplace, true)).toMatchObject({ available: 1000, processor_clearing: -1000 });
    expect(await balancesOf(db, marketplace, false)).toMatchObject({ available: 0, processor_clearing: 0 });
  });
});
