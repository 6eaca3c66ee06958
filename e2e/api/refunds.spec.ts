import { expect, test, type APIRequestContext } from '@playwright/test';
import { startReceiver } from '../../test/receiver';
import {
  boletoChargeBody,
  expect422,
  type Json,
  merchantAccountsByName,
  MICROSECONDS,
  pixChargeBody,
  sha256hex,
  unique,
} from '../support/api';
import { bearer, demo } from '../support/demo';

// Refunds are made in Other Company, whose money no other spec moves, so its available balance is this file's. They
// need the payin transitions to book the ledger (a paid and credited charge makes its amount available).
const key = demo.otherCompanyKey;
const asOther = bearer(key);
const asDemo = bearer(demo.demoStoreKey);
let merchantId: number;

test.beforeAll(async ({ request }) => {
  const accounts = Object.values(await merchantAccountsByName(request, asOther));
  merchantId = accounts[0]!;
});

const simulate = (request: APIRequestContext, path: string, action: string, headers = asOther) =>
  request.post(`/api/v2/sandbox/payin/${path}/simulate`, { headers, data: { action } });
const getJson = async (request: APIRequestContext, path: string, headers = asOther): Promise<Json> =>
  (await request.get(`/api/v2/payin/${path}`, { headers })).json();
const askRefund = (request: APIRequestContext, chargeId: number, data: unknown, headers: Record<string, string> = {}) =>
  request.post(`/api/v2/payin/payments/payin-refund/${chargeId}`, { headers: { ...asOther, ...headers }, data });

/** A pix charge of `amount` cents, paid and credited through the sandbox, as the API then returns it. */
async function paidCharge(request: APIRequestContext, amount = 10_000, overrides: Json = {}): Promise<Json> {
  const created = await request.post('/api/v2/payin/payments', {
    headers: asOther,
    data: pixChargeBody(merchantId, { amount, invoice: unique('refund'), ...overrides }),
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  expect((await simulate(request, `payments/${id}`, 'pay')).status()).toBe(200);
  expect((await simulate(request, `payments/${id}`, 'credit')).status()).toBe(200);
  return getJson(request, `payments/${id}`);
}

test.describe('refunds (Pix devolução)', () => {
  test('a partial refund: 201, replayed by Idempotency-Key, listed on the charge and in the lists', async ({
    request,
  }) => {
    const charge = await paidCharge(request);
    const idempotencyKey = unique('refund-key');
    const first = await askRefund(
      request,
      charge.id,
      { amount: 2_500, reason: 'Returned' },
      { 'idempotency-key': idempotencyKey },
    );
    expect(first.status()).toBe(201);
    const refund = await first.json();
    expect(refund).toEqual({
      id: expect.any(Number),
      livemode: false,
      charge: { id: charge.id, invoice: charge.invoice },
      merchant: { id: merchantId, name: expect.any(String) },
      amount: 2_500,
      status: { id: 1, name: 'Requested' },
      reason: 'Returned',
      notification_url: null,
      failure_reason: null,
      created_at: expect.stringMatching(MICROSECONDS),
      updated_at: expect.stringMatching(MICROSECONDS),
      status_history: [{ status: { id: 1, name: 'Requested' }, updated_at: expect.stringMatching(MICROSECONDS) }],
    });
    const again = await askRefund(
      request,
      charge.id,
      { amount: 2_500, reason: 'Returned' },
      { 'idempotency-key': idempotencyKey },
    );
    expect(again.headers()['idempotent-replayed']).toBe('true');
    expect((await again.json()).id).toBe(refund.id);

    const withRefund = await getJson(request, `payments/${charge.id}`);
    expect(withRefund).toMatchObject({ refunded_amount: 0, substatus: null, status: charge.status });
    expect(withRefund.refunds).toEqual([
      {
        id: refund.id,
        amount: 2_500,
        status: { id: 1, name: 'Requested' },
        reason: 'Returned',
        created_at: refund.created_at,
        updated_at: refund.updated_at,
      },
    ]);
    expect((await getJson(request, `payments/${charge.id}/refunds`)).data.map((item: Json) => item.id)).toEqual([
      refund.id,
    ]);
    expect((await getJson(request, `refunds?charge_id=${charge.id}&status_id=1`)).meta.total).toBe(1);
    expect((await getJson(request, `refunds?charge_id=${charge.id}&status_id=3`)).meta.total).toBe(0);
    expect((await getJson(request, `refunds/${refund.id}`)).id).toBe(refund.id);
    await expect422(await request.get('/api/v2/payin/refunds?status_id=9', { headers: asOther }), 'status_id');
  });

  test('the sandbox pays a refund, calls back signed, and the charge becomes partially then fully refunded', async ({
    request,
  }) => {
    const receiver = await startReceiver();
    try {
      const charge = await paidCharge(request, 10_000, { notification_url: receiver.url });
      const first = await (await askRefund(request, charge.id, { amount: 4_000, reason: 'Damaged' })).json();
      await expect
        .poll(async () => (await getJson(request, `refunds/${first.id}`)).status.id, { timeout: 20_000 })
        .toBe(3);
      expect(await getJson(request, `payments/${charge.id}`)).toMatchObject({
        refunded_amount: 4_000,
        substatus: { code: 'partially_refunded' },
      });
      const refundCallbacks = () =>
        receiver.received.filter((received) => JSON.parse(received.body).object === 'refund');
      await expect.poll(() => refundCallbacks().length, { timeout: 20_000 }).toBe(2);
      for (const received of refundCallbacks()) {
        expect(JSON.parse(received.body)).toMatchObject({ id: first.id, charge: { id: charge.id }, amount: 4_000 });
        expect(received.headers['x-webhook-wp-signature']).toBe(
          `Bearer ${sha256hex(`${first.id}${charge.hash}4000${key}`)}`,
        );
      }

      const rest = charge.paid_amount - 4_000;
      const second = await (await askRefund(request, charge.id, { amount: rest, reason: 'Damaged' })).json();
      expect((await simulate(request, `refunds/${second.id}`, 'pay')).status()).toBe(200);
      expect(await getJson(request, `payments/${charge.id}`)).toMatchObject({
        status: charge.status,
        refunded_amount: charge.paid_amount,
        substatus: { code: 'refunded', name: 'Refunded' },
      });
      await expect422(await askRefund(request, charge.id, { amount: 1, reason: 'More' }), 'id');
    } finally {
      await receiver.close();
    }
  });

  test('a refund of cents ending in 66 fails; a failed one frees its part; simulate refuses a wrong step', async ({
    request,
  }) => {
    const charge = await paidCharge(request, 5_000);
    const doomed = await (await askRefund(request, charge.id, { amount: 1_066, reason: 'Test' })).json();
    await expect
      .poll(async () => (await getJson(request, `refunds/${doomed.id}`)).status.id, { timeout: 20_000 })
      .toBe(4);
    expect((await getJson(request, `refunds/${doomed.id}`)).failure_reason).toEqual(expect.any(String));
    await expect422(await simulate(request, `refunds/${doomed.id}`, 'pay'), 'action');
    await expect422(await simulate(request, `refunds/${doomed.id}`, 'refund'), 'action');
    expect((await askRefund(request, charge.id, { amount: charge.paid_amount, reason: 'All of it' })).status()).toBe(
      201,
    );
  });

  test('refusals are 422 on the field at fault and write nothing', async ({ request }) => {
    const charge = await paidCharge(request, 3_000);
    const unpaid = await (
      await request.post('/api/v2/payin/payments', { headers: asOther, data: pixChargeBody(merchantId) })
    ).json();
    const boleto = await (
      await request.post('/api/v2/payin/payments', { headers: asOther, data: boletoChargeBody(merchantId) })
    ).json();
    await expect422(await askRefund(request, unpaid.id, { amount: 100, reason: 'x' }), 'id');
    const boletoRefusal = await expect422(await askRefund(request, boleto.id, { amount: 100, reason: 'x' }), 'id');
    expect(boletoRefusal.message).toContain('bank account');
    await expect422(await askRefund(request, charge.id, { amount: charge.paid_amount + 1, reason: 'x' }), 'amount');
    await expect422(await askRefund(request, charge.id, { amount: 0, reason: 'x' }), 'amount');
    await expect422(await askRefund(request, charge.id, { amount: 10.5, reason: 'x' }), 'amount');
    await expect422(await askRefund(request, charge.id, { amount: 100 }), 'reason');
    await expect422(
      await askRefund(request, charge.id, { amount: 100, reason: 'x', notification_url: 'ftp://x' }),
      'notification_url',
    );
    for (const id of [charge.id, unpaid.id, boleto.id]) {
      expect((await getJson(request, `payments/${id}`)).refunds).toEqual([]);
    }
  });

  test('another organization sees none of it (404)', async ({ request }) => {
    const charge = await paidCharge(request, 2_000);
    const refund = await (await askRefund(request, charge.id, { amount: 100, reason: 'x' })).json();
    expect((await askRefund(request, charge.id, { amount: 100, reason: 'x' }, asDemo)).status()).toBe(404);
    expect((await request.get(`/api/v2/payin/payments/${charge.id}/refunds`, { headers: asDemo })).status()).toBe(404);
    expect((await request.get(`/api/v2/payin/refunds/${refund.id}`, { headers: asDemo })).status()).toBe(404);
    expect((await simulate(request, `refunds/${refund.id}`, 'pay', asDemo)).status()).toBe(404);
    const listed = await getJson(request, `refunds?charge_id=${charge.id}`, asDemo);
    expect(listed.meta.total).toBe(0);
  });

  test('20 parallel refunds whose sum exceeds the paid amount: the accepted ones never exceed it', async ({
    request,
  }) => {
    const charge = await paidCharge(request, 10_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => askRefund(request, charge.id, { amount: 700, reason: `Race ${index}` })),
    );
    const statuses = answers.map((answer) => answer.status());
    expect(statuses.every((status) => status === 201 || status === 422)).toBe(true);
    for (const answer of answers.filter((candidate) => candidate.status() === 422)) {
      expect(Object.keys((await answer.json()).errors)).toEqual(['amount']);
    }
    const accepted = statuses.filter((status) => status === 201).length;
    expect(accepted).toBe(Math.floor(charge.paid_amount / 700));
    const { refunds } = await getJson(request, `payments/${charge.id}`);
    expect(refunds).toHaveLength(accepted);
    expect(refunds.reduce((sum: number, refund: Json) => sum + refund.amount, 0)).toBeLessThanOrEqual(
      charge.paid_amount,
    );
  });
});
