import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { payinCharges, webhookDeliveries, type MerchantAccount } from '@/db/schema';
import { jobHandlers } from '@/lib/jobs/handlers';
import { runDueJobs } from '@/lib/jobs/service';
import { testScope } from '@/lib/livemode';
import { requestCancel } from './cancel';
import { createCharge } from './create';
import { getCharge, listCharges } from './queries';
import { listPayinsQuerySchema, type CreatePayinInput } from './schemas';
import { findChargeForSimulation, simulateProcessorEvent } from './simulate';
import { actor, age, create, db, freshPayinDb, historyOf, marketplace, now, pixInput } from '@/test/payin';

beforeEach(freshPayinDb);

describe('live mode', () => {
  const live = (account: MerchantAccount) => ({ organizationId: account.organizationId, livemode: true });
  const createLive = (account: MerchantAccount, input: CreatePayinInput) =>
    createCharge(db, { scope: live(account), account, input, apiKeyId: null, actor, now });
  const magic = (number: string) =>
    pixInput({ buyer: { name: 'Magia', email: 'm@example.com', document: { type: 'CPF', number } } });

  it('records the mode, and the sandbox’s magic documents do nothing to a live charge: it waits for its expiry', async () => {
    const settles = await createLive(marketplace, magic('58713371126'));
    const rejected = await createLive(marketplace, magic('90836247060'));
    const refused = await createLive(marketplace, magic('76145193026'));
    expect(settles.charge.livemode).toBe(true);
    await runDueJobs(db, jobHandlers, { now: new Date(now.getTime() + 20_000), workerId: 'test' });
    for (const { charge } of [settles, rejected, refused]) expect(await historyOf(charge.id)).toEqual([1]);
    await runDueJobs(db, jobHandlers, { now: new Date('2026-03-11T15:00:01Z'), workerId: 'test' });
    const [expired] = await db.select().from(payinCharges).where(eq(payinCharges.id, settles.charge.id));
    expect(expired).toMatchObject({ statusId: 2, substatus: { code: 'expired' } });
  });

  it('refuses to simulate the processor for a live charge (403)', async () => {
    const { charge } = await createLive(marketplace, pixInput());
    await expect(simulateProcessorEvent(db, charge, 'pay', now)).rejects.toMatchObject({ code: 'live_mode_refused' });
    await expect(findChargeForSimulation(db, live(marketplace), charge.id)).rejects.toMatchObject({
      code: 'live_mode_refused',
    });
    expect(await historyOf(charge.id)).toEqual([1]);
  });

  it('keeps the modes apart: a live charge is unknown to test mode, lists hold one mode, invoices are per mode', async () => {
    const input = pixInput();
    const { charge: liveCharge } = await createLive(marketplace, input);
    const { charge: testCharge } = await create(marketplace, input);
    await expect(getCharge(db, testScope(marketplace.organizationId), liveCharge.id)).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(getCharge(db, live(marketplace), testCharge.id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(
      findChargeForSimulation(db, testScope(marketplace.organizationId), liveCharge.id),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(
      requestCancel(db, testScope(marketplace.organizationId), liveCharge.id, actor, now),
    ).rejects.toMatchObject({ code: 'not_found' });
    const query = listPayinsQuerySchema.parse({ invoice: input.invoice });
    expect(
      (await listCharges(db, testScope(marketplace.organizationId), query)).views.map((view) => view.charge.id),
    ).toEqual([testCharge.id]);
    expect((await listCharges(db, live(marketplace), query)).views.map((view) => view.charge.id)).toEqual([
      liveCharge.id,
    ]);
  });

  it('sends a live charge’s callbacks as live deliveries', async () => {
    const { charge } = await createLive(marketplace, pixInput());
    await age(charge.id, 6);
    await requestCancel(db, live(marketplace), charge.id, actor, now);
    const deliveries = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.resourceId, String(charge.id)));
    expect(deliveries.map((delivery) => delivery.livemode)).toEqual([true]);
  });
});
