import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { theRow } from '@/db/rows';
import { payinCharges } from '@/db/schema';
import { jobHandlers } from '@/lib/jobs/handlers';
import { runDueJobs } from '@/lib/jobs/service';
import { simulateProcessorEvent } from './simulate';
import { create, db, freshPayinDb, historyOf, marketplace, now, pixInput } from '@/test/payin';

beforeEach(freshPayinDb);

describe('processor events', () => {
  it('expires an unpaid charge at its expiry, and leaves a paid one alone', async () => {
    const expiring = await create(marketplace, pixInput());
    const paid = await create(marketplace, pixInput());
    await simulateProcessorEvent(db, paid.charge, 'pay', now);
    await runDueJobs(db, jobHandlers, { now: new Date('2026-03-11T15:00:01Z'), workerId: 'test' });
    const [expired] = await db.select().from(payinCharges).where(eq(payinCharges.id, expiring.charge.id));
    expect(expired).toMatchObject({ statusId: 2, substatus: { code: 'expired' } });
    expect(await historyOf(paid.charge.id)).toEqual([1, 3]);
  });

  it('settles the magic documents automatically: Created → Paid → Credited, with paid_amount', async () => {
    const { charge } = await create(
      marketplace,
      pixInput({ buyer: { name: 'Paga', email: 'p@example.com', document: { type: 'CPF', number: '58713371126' } } }),
    );
    await runDueJobs(db, jobHandlers, { now: new Date(now.getTime() + 10_000), workerId: 'test' });
    await runDueJobs(db, jobHandlers, { now: new Date(now.getTime() + 20_000), workerId: 'test' });
    expect(await historyOf(charge.id)).toEqual([1, 3, 4]);
    const after = theRow(
      await db.select().from(payinCharges).where(eq(payinCharges.id, charge.id)),
      'select from payinCharges',
    );
    expect(after.paidAmount).toBe(1000);
  });

  it('rejects the rejected document and refuses impossible simulations', async () => {
    const { charge } = await create(
      marketplace,
      pixInput({ buyer: { name: 'Nao', email: 'n@example.com', document: { type: 'CPF', number: '90836247060' } } }),
    );
    await runDueJobs(db, jobHandlers, { now: new Date(now.getTime() + 10_000), workerId: 'test' });
    expect(await historyOf(charge.id)).toEqual([1, 7]);
    await expect(simulateProcessorEvent(db, { ...charge, statusId: 7 }, 'pay', now)).rejects.toMatchObject({
      code: 'state_conflict',
      field: 'action',
      message: expect.any(String),
    });
  });
});
