import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { theRow } from '@/db/rows';
import { jobs, organizations, payinCharges, webhookDeliveries } from '@/db/schema';
import { jobHandlers } from '@/lib/jobs/handlers';
import { runDueJobs } from '@/lib/jobs/service';
import { testScope } from '@/lib/livemode';
import { requestCancel } from './cancel';
import { actor, age, boletoInput, create, db, freshPayinDb, historyOf, marketplace, now, pixInput } from '@/test/payin';

beforeEach(freshPayinDb);

describe('requestCancel', () => {
  it('cancels a pix charge only from five minutes, in one step, with history and callback', async () => {
    const { charge } = await create(marketplace, pixInput());
    await age(charge.id, 4);
    await expect(requestCancel(db, testScope(charge.organizationId), charge.id, actor, now)).rejects.toMatchObject({
      code: 'state_conflict',
      message: expect.stringContaining('5 minutes'),
    });
    await age(charge.id, 5);
    const canceled = await requestCancel(db, testScope(charge.organizationId), charge.id, actor, now);
    expect(canceled.statusId).toBe(2);
    expect(await historyOf(charge.id)).toEqual([1, 2]);
    const callback = theRow(
      await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.resourceId, String(charge.id))),
      'select from webhookDeliveries',
    );
    expect(JSON.parse(callback.body)).toMatchObject({
      id: charge.id,
      invoice: charge.invoice,
      status: { id: 2, name: 'Canceled' },
      metadata: { paid_amount: null },
    });
    await expect(requestCancel(db, testScope(charge.organizationId), charge.id, actor, now)).rejects.toMatchObject({
      code: 'state_conflict',
      message: expect.stringContaining('Canceled'),
    });
  });

  it('moves a boleto to drop_requested after thirty minutes and lets the processor job cancel it a day later', async () => {
    const { charge } = await create(marketplace, boletoInput());
    await age(charge.id, 29);
    await expect(requestCancel(db, testScope(charge.organizationId), charge.id, actor, now)).rejects.toMatchObject({
      code: 'state_conflict',
    });
    await age(charge.id, 30);
    const dropped = await requestCancel(db, testScope(charge.organizationId), charge.id, actor, now);
    expect(dropped.statusId).toBe(5);
    const drop = theRow(await db.select().from(jobs).where(eq(jobs.kind, 'payin.processor.drop')), 'select from jobs');
    expect(drop.runAt.getTime() - dropped.updatedAt.getTime()).toBe(86_400_000);
    await runDueJobs(db, jobHandlers, { now: new Date(drop.runAt.getTime() - 1000), workerId: 'test' });
    expect(await historyOf(charge.id)).toEqual([1, 5]);
    await runDueJobs(db, jobHandlers, { now: drop.runAt, workerId: 'test' });
    expect(await historyOf(charge.id)).toEqual([1, 5, 2]);
    const after = theRow(
      await db.select().from(payinCharges).where(eq(payinCharges.id, charge.id)),
      'select from payinCharges',
    );
    expect(after.substatus).toMatchObject({ code: 'dropped' });
  });

  it('lets exactly one of twenty parallel cancels succeed', async () => {
    const { charge } = await create(marketplace, pixInput());
    await age(charge.id, 6);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => requestCancel(db, testScope(charge.organizationId), charge.id, actor, now)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await historyOf(charge.id)).toEqual([1, 2]);
  });

  it('treats another organization’s charge as unknown', async () => {
    const { charge } = await create(marketplace, pixInput());
    await age(charge.id, 10);
    const other = theRow(
      await db.select().from(organizations).where(eq(organizations.name, 'Other Company')),
      'select from organizations',
    );
    await expect(requestCancel(db, testScope(other.id), charge.id, actor, now)).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(requestCancel(db, testScope(charge.organizationId), 999_999, actor, now)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
