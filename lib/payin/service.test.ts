import { isValidBoleto, isValidPixPayload, getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import {
  jobs,
  markupRules,
  merchantAccounts,
  organizations,
  payinCharges,
  payinStatusHistory,
  webhookDeliveries,
  type MerchantAccount,
} from '@/db/schema';
import { runDueJobs } from '@/lib/jobs/service';
import { jobHandlers } from '@/lib/jobs/handlers';
import { freshTestDb } from '@/test/db';
import { createPayinSchema, type CreatePayinInput } from './schemas';
import {
  createCharge,
  findChargeForSimulation,
  getCharge,
  listCharges,
  requestCancel,
  simulateProcessorEvent,
} from './service';
import { listPayinsQuerySchema, payinChargeSchema } from './schemas';
import { serializeCharge } from './serialize';
import { testScope } from '@/lib/livemode';
import { theRow } from '@/db/rows';

let db: Db;
let online: MerchantAccount;
let marketplace: MerchantAccount;
const actor = { userId: null, apiKeyId: null };
const now = new Date('2026-03-10T12:00:00.000Z');

beforeEach(async () => {
  // The notification URLs here are loopback placeholders, which only WEBHOOK_ALLOW_PRIVATE=1 admits (lib/webhooks/address-guard.ts).
  process.env.WEBHOOK_ALLOW_PRIVATE = '1';
  db = await freshTestDb();
  online = theRow(
    await db.select().from(merchantAccounts).where(eq(merchantAccounts.name, 'Demo Store Online')),
    'select from merchantAccounts',
  );
  marketplace = theRow(
    await db.select().from(merchantAccounts).where(eq(merchantAccounts.name, 'Demo Store Marketplace')),
    'select from merchantAccounts',
  );
});

function pixInput(overrides: Record<string, unknown> = {}): CreatePayinInput {
  return createPayinSchema(() => now).parse({
    invoice: `inv-${Math.random().toString(36).slice(2)}`,
    payment_method: 'pix',
    amount: 1000,
    currency: 'BRL',
    country: 'BR',
    notification_url: 'http://127.0.0.1:9/hooks',
    buyer: { name: 'Ana Souza', email: 'ana@example.com', document: { type: 'CPF', number: '52998224725' } },
    pix: { expire_date: '2026-03-11T12:00:00' },
    ...overrides,
  });
}

function boletoInput(): CreatePayinInput {
  return createPayinSchema(() => now).parse({
    invoice: `boleto-${Math.random().toString(36).slice(2)}`,
    payment_method: 'boleto',
    amount: 15000,
    currency: 'BRL',
    country: 'BR',
    buyer: {
      name: 'Ana Souza',
      email: 'ana@example.com',
      document: { type: 'cpf', number: '529.982.247-25' },
      address: {
        street: 'Rua A',
        number: '10',
        complement: '',
        zipcode: '01310-100',
        city: 'São Paulo',
        district: 'Bela Vista',
        state_code: 'sp',
      },
    },
    originator_legal_entity: { name: 'Loja Exemplo', document: '11222333000181', helpdesk: 'help@loja.example' },
    boleto: { expire_date: '2026-03-20' },
  });
}

const create = (account: MerchantAccount, input: CreatePayinInput) =>
  createCharge(db, { scope: testScope(account.organizationId), account, input, apiKeyId: null, actor, now });

/** Moves the charge's creation into the past, as the database clock sees it. */
async function age(id: number, minutes: number) {
  await db.execute(
    sql`update payin_charges set created_at = now() - make_interval(mins => ${minutes}) where id = ${id}`,
  );
}

const historyOf = async (id: number) =>
  (
    await db.select().from(payinStatusHistory).where(eq(payinStatusHistory.chargeId, id)).orderBy(payinStatusHistory.id)
  ).map((row) => row.statusId);

describe('createCharge', () => {
  it('answers boleto and pix charges in the shape the OpenAPI document publishes', async () => {
    for (const input of [boletoInput(), pixInput({ markup: { mode: 'fixed', amount: 1.25 } })]) {
      const published = payinChargeSchema.safeParse(serializeCharge(await create(online, input)));
      expect(published.error?.issues ?? []).toEqual([]);
    }
  });

  it('builds a valid boleto whose bar code carries amount + markup, with the buyer normalized', async () => {
    const { charge } = await create(online, boletoInput());
    expect(charge.markupAmount).toBe(250); // the seeded fixed R$ 2,50 billet rule
    expect(isValidBoleto(charge.boleto!.digitable_line)).toBe(true);
    expect(charge.boleto!.bar_code_number.slice(9, 19)).toBe('0000015250');
    expect(charge.buyer.document).toEqual({ type: 'cpf', number: '52998224725' });
    expect(charge.buyer.address).toMatchObject({
      zipcode: '01310100',
      state_code: 'SP',
      country: 'BR',
      complement: '',
    });
    expect(charge.ourNumber).toBe('00000000001');
    expect((await create(online, boletoInput())).charge.ourNumber).toBe('00000000002');
    expect(await historyOf(charge.id)).toEqual([1]);
  });

  it('builds a pix BR Code for the total, with the charge hash as txid', async () => {
    const { charge } = await create(online, pixInput());
    // 1.5% of R$ 10,00 is R$ 0,15, raised to the R$ 0,50 minimum of the seeded rule.
    expect(charge.markup).toMatchObject({ source: 'global', applied_amount: 50 });
    expect(isValidPixPayload(charge.pix!.qr_code)).toBe(true);
    expect(getPixPayloadInfo(charge.pix!.qr_code)).toMatchObject({ amount: 10.5, txid: charge.hash.slice(0, 25) });
  });

  it('takes inline markup over the global rule, and none without enable_markup', async () => {
    const inline = await create(online, pixInput({ markup: { mode: 'fixed', amount: 1.25 } }));
    expect(inline.charge.markup).toMatchObject({ source: 'inline', applied_amount: 125, rule_id: null });
    const plain = await create(marketplace, pixInput());
    expect(plain.charge.markup).toBeNull();
    expect(plain.charge.markupAmount).toBe(0);
  });

  it('refuses a markup that lifts the total past the amount cap: on markup.amount inline, on amount from the global rule', async () => {
    await expect(
      create(marketplace, pixInput({ amount: 15_000_000, markup: { mode: 'fixed', amount: 0.01 } })),
    ).rejects.toMatchObject({ code: 'invalid', field: 'markup.amount', message: expect.stringContaining('R$') });
    await db
      .update(markupRules)
      .set({ mode: 'fixed', amount: '9999999.99', minChargeValue: null, maxChargeValue: null })
      .where(eq(markupRules.accountId, online.id));
    await expect(create(online, pixInput({ amount: 1_000 }))).rejects.toMatchObject({
      code: 'invalid',
      field: 'amount',
      message: expect.any(String),
    });
    expect(await db.select().from(payinCharges)).toHaveLength(0);
    const atCap = await create(marketplace, pixInput({ amount: 14_999_000, markup: { mode: 'fixed', amount: 10 } }));
    expect(atCap.charge.amount + atCap.charge.markupAmount).toBe(15_000_000);
  });

  it('refuses a duplicate invoice of the same merchant, even when the requests race, but not another merchant’s', async () => {
    const input = pixInput();
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => create(online, input)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect(result.reason).toMatchObject({
        code: 'invalid',
        field: 'invoice',
        message: expect.any(String),
      });
    }
    await expect(create(marketplace, input)).resolves.toBeTruthy();
  });

  it('refuses the processor-refused document with 400 and writes nothing', async () => {
    const input = pixInput({
      buyer: { name: 'X', email: 'x@example.com', document: { type: 'CPF', number: '76145193026' } },
    });
    await expect(create(online, input)).rejects.toMatchObject({
      code: 'processor_refused',
      message: 'Failed to send payin to processor',
    });
    expect(await db.select().from(payinCharges)).toHaveLength(0);
  });
});

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
