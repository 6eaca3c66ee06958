import { expect, test, type APIRequestContext } from '@playwright/test';
import { startReceiver } from '../../test/receiver';
import {
  type DemoAccounts,
  demoStoreKey,
  expect422,
  type Json,
  MICROSECONDS,
  pixPayoutBody,
  sha256hex,
  unique,
  withValue,
} from '../support/api';
import { bearer, demo, signedInContext } from '../support/demo';
import { topUpDemoStore } from '../support/funds';

const asOther = bearer(demo.otherCompanyKey);

let key: string;
let asDemo: Record<string, string>;
let accounts: DemoAccounts;

const payoutBody = (overrides: Json = {}) =>
  pixPayoutBody(accounts['Demo Store Online'], { amount: 1234.56, ...overrides });

const create = (request: APIRequestContext, body: Json, headers = asDemo) =>
  request.post('/api/v2/payout/payments', { headers, data: body });

test.beforeAll(async ({}, testInfo) => {
  ({ key, headers: asDemo, accounts } = await demoStoreKey(testInfo.project.use.baseURL!, 'payout tests'));
  // About twenty payouts of R$ 1.235,56 reserve from the available balance.
  await topUpDemoStore(testInfo.project.use.baseURL!, accounts['Demo Store Online'], 10_000_000);
});

test.describe('POST /v2/payout/payments', () => {
  test("the published response: amount with the currency symbol, Awaiting, and a global rule's markup reported but not echoed", async ({
    request,
  }) => {
    const body = payoutBody();
    const response = await create(request, body);
    expect(response.status()).toBe(201);
    const payout = await response.json();
    expect(payout).toMatchObject({
      merchant: { id: accounts['Demo Store Online'], name: 'Demo Store Online' },
      payment_method: 'PIX',
      amount: 'R$ 1.234,56',
      currency: 'BRL',
      invoice: body.invoice,
      status: { id: 1, name: 'Awaiting' },
      beneficiary: {
        name: 'Ana Souza',
        document: { type: 'cpf', number: '52998224725' },
        pix: { key: 'ana@example.com', key_type: 'EMAIL' },
      },
      markup: null, // markup rule 2: a global rule is reported, not echoed
      markup_charged: 'R$ 1,00',
      markup_source: 'global',
      total_debited: 'R$ 1.235,56',
      paid_at: null,
      status_history: [{ status: { id: 1, name: 'Awaiting' } }],
    });
    expect(payout.created_at).toMatch(MICROSECONDS);
    expect(await (await request.get(`/api/v2/payout/payments/${payout.id}`, { headers: asDemo })).json()).toMatchObject(
      { id: payout.id, invoice: body.invoice },
    );
  });

  test('inline markup is echoed with purpose and dates, and overrides the global rule', async ({ request }) => {
    const payout = await (
      await create(
        request,
        payoutBody({
          amount: 1000,
          markup: { mode: 'percent', amount: 1.5, min_charge_value: 2, max_charge_value: 10 },
        }),
      )
    ).json();
    expect(payout.markup).toEqual({
      mode: 'percent',
      amount: 1.5,
      min_charge_value: 2,
      max_charge_value: 10,
      purpose: 'payout_markup',
      paid_at: null,
      created_at: payout.created_at,
      updated_at: payout.updated_at,
    });
    expect(payout).toMatchObject({
      amount: 'R$ 1.000,00',
      markup_charged: 'R$ 10,00',
      markup_source: 'inline',
      total_debited: 'R$ 1.010,00',
    }); // 1.5% = R$ 15,00, lowered to R$ 10,00
  });

  test('every field rule, by its key', async ({ request }) => {
    for (const field of [
      'payment_method',
      'invoice',
      'currency',
      'amount',
      'country',
      'beneficiary',
      'beneficiary.name',
      'beneficiary.document',
      'beneficiary.document.number',
      'beneficiary.pix',
      'beneficiary.pix.key',
      'beneficiary.pix.key_type',
    ]) {
      await expect422(await create(request, withValue(payoutBody(), field, undefined)), field);
    }
    const cases: [Json, string][] = [
      [payoutBody({ payment_method: 'TED' }), 'payment_method'],
      [payoutBody({ amount: 10.005 }), 'amount'],
      [payoutBody({ amount: 0 }), 'amount'],
      [payoutBody({ amount: 15_000_000.01 }), 'amount'],
      [payoutBody({ amount: '10.00' }), 'amount'],
      [payoutBody({ currency: 'XYZ' }), 'currency'],
      [payoutBody({ country: 'ZZ' }), 'country'],
      [withValue(payoutBody(), 'beneficiary.document.number', '52998224724'), 'beneficiary.document.number'],
      [withValue(payoutBody(), 'beneficiary.pix.key_type', 'IBAN'), 'beneficiary.pix.key_type'],
      [withValue(payoutBody(), 'beneficiary.pix', { key: '52998224724', key_type: 'CPF' }), 'beneficiary.pix.key'],
      [withValue(payoutBody(), 'beneficiary.pix', { key: '52998224725', key_type: 'CNPJ' }), 'beneficiary.pix.key'],
      [withValue(payoutBody(), 'beneficiary.pix', { key: 'not-an-email', key_type: 'EMAIL' }), 'beneficiary.pix.key'],
      [withValue(payoutBody(), 'beneficiary.pix', { key: '11987654321', key_type: 'PHONE' }), 'beneficiary.pix.key'],
      [withValue(payoutBody(), 'beneficiary.pix', { key: 'ana@example.com', key_type: 'EVP' }), 'beneficiary.pix.key'],
    ];
    for (const [body, field] of cases) await expect422(await create(request, body), field);
    for (const pix of [
      { key: '+5511987654321', key_type: 'PHONE' },
      { key: '11222333000181', key_type: 'CNPJ' },
      { key: '123e4567-e89b-42d3-a456-426614174000', key_type: 'EVP' },
    ]) {
      expect((await create(request, withValue(payoutBody(), 'beneficiary.pix', pix))).status(), pix.key_type).toBe(201);
    }
  });

  test('markup rules 1–5 with their keys', async ({ request }, testInfo) => {
    await expect422(
      await create(request, payoutBody({ payment_method: 'TED', markup: { mode: 'fixed', amount: 1 } })),
      'markup',
    ); // rule 1: PIX only
    await expect422(await create(request, payoutBody({ markup: { mode: 'flat', amount: 1 } })), 'markup.mode');
    await expect422(await create(request, payoutBody({ markup: { mode: 'fixed', amount: 0 } })), 'markup.amount');
    await expect422(
      await create(request, payoutBody({ markup: { mode: 'percent', amount: 1 } })),
      'markup.min_charge_value',
    );
    await expect422(
      await create(request, payoutBody({ markup: { mode: 'fixed', amount: 1, min_charge_value: 1 } })),
      'markup.min_charge_value',
    );
    const otherAdmin = await signedInContext(testInfo.project.use.baseURL!, demo.otherAdmin);
    const [account] = (await (await otherAdmin.get('/api/v2/account/merchants')).json()).data;
    try {
      expect(
        (await otherAdmin.patch(`/api/v2/account/merchants/${account.id}`, { data: { enable_markup: true } })).status(),
      ).toBe(200);
      await expect422(await create(request, payoutBody({ merchant_id: undefined }), asOther), 'markup'); // rule 3
    } finally {
      await otherAdmin.patch(`/api/v2/account/merchants/${account.id}`, { data: { enable_markup: false } });
      await otherAdmin.dispose();
    }
  });

  test('one invoice per merchant under ten racing requests; merchant_id rule; idempotent replay', async ({
    request,
  }) => {
    const body = payoutBody();
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => create(request, body))))
      .map((response) => response.status())
      .sort();
    expect(statuses).toEqual([201, ...Array(9).fill(422)]);
    await expect422(await create(request, payoutBody({ merchant_id: undefined })), 'merchant_id');
    const headers = { ...asDemo, 'idempotency-key': unique('idem') };
    const replayBody = payoutBody();
    const first = await (await create(request, replayBody, headers)).json();
    const again = await create(request, replayBody, headers);
    expect(again.headers()['idempotent-replayed']).toBe('true');
    expect((await again.json()).id).toBe(first.id);
  });
});

test.describe('payout list, isolation and the sandbox processor', () => {
  test('filters and pages; another organization sees none of it', async ({ request }) => {
    const created = await (await create(request, payoutBody())).json();
    const byInvoice = await (
      await request.get(`/api/v2/payout/payments?invoice=${created.invoice}`, { headers: asDemo })
    ).json();
    expect(byInvoice.data.map((payout: Json) => payout.id)).toEqual([created.id]);
    const failed = await (
      await request.get('/api/v2/payout/payments?status_id=4&per_page=100', { headers: asDemo })
    ).json();
    expect(failed.data.length).toBeGreaterThan(0); // seeded
    expect(failed.data.every((payout: Json) => payout.status.id === 4)).toBe(true);
    const page = await (await request.get('/api/v2/payout/payments?per_page=2&page=2', { headers: asDemo })).json();
    expect(page.meta).toMatchObject({ current_page: 2, per_page: 2 });
    expect(page.data).toHaveLength(2);
    for (const [query, field] of [
      ['per_page=101', 'per_page'],
      ['status_id=9', 'status_id'],
      ['sort_by=name', 'sort_by'],
    ] as const) {
      await expect422(await request.get(`/api/v2/payout/payments?${query}`, { headers: asDemo }), field);
    }
    expect((await request.get(`/api/v2/payout/payments/${created.id}`, { headers: asOther })).status()).toBe(404);
    expect(
      (await (await request.get(`/api/v2/payout/payments?invoice=${created.invoice}`, { headers: asOther })).json())
        .meta.total,
    ).toBe(0);
    expect(
      (
        await request.post(`/api/v2/sandbox/payout/payments/${created.id}/simulate`, {
          headers: asOther,
          data: { action: 'reject' },
        })
      ).status(),
    ).toBe(404);
  });

  test('Awaiting → Processing → Paid by itself, each change a signed callback; a 0000 document fails', async ({
    request,
  }) => {
    const receiver = await startReceiver();
    try {
      const payout = await (await create(request, payoutBody({ notification_url: receiver.url }))).json();
      const failing = await (
        await create(
          request,
          payoutBody({
            beneficiary: {
              name: 'Zero',
              document: { type: 'CPF', number: '10000550000' },
              pix: { key: 'zero@example.com', key_type: 'EMAIL' },
            },
          }),
        )
      ).json();
      const statusOf = async (id: number) =>
        (await (await request.get(`/api/v2/payout/payments/${id}`, { headers: asDemo })).json()) as Json;
      await expect.poll(async () => (await statusOf(payout.id)).status.id, { timeout: 20_000 }).toBe(3);
      const paid = await statusOf(payout.id);
      expect(paid.status_history.map((change: Json) => change.status.id)).toEqual([1, 2, 3]);
      expect(paid.paid_at).toMatch(MICROSECONDS);
      expect(paid.failure_reason).toBeNull();
      await expect.poll(async () => (await statusOf(failing.id)).status.id, { timeout: 20_000 }).toBe(4);
      expect((await statusOf(failing.id)).failure_reason).toBe('The beneficiary bank refused the transfer.');

      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
      const bodies = receiver.received
        .map((received) => JSON.parse(received.body))
        .sort((a, b) => a.status.id - b.status.id);
      expect(bodies.map((body) => body.status.name)).toEqual(['Processing', 'Paid']);
      expect(bodies[1]).toMatchObject({
        id: payout.id,
        invoice: payout.invoice,
        currency: 'BRL',
        amount: '1234.56',
        paid_at: paid.paid_at,
      });
      for (const received of receiver.received) {
        expect(received.headers['x-webhook-wp-signature']).toBe(
          `Bearer ${sha256hex(`${payout.invoice}BRL1234.56${key}`)}`,
        );
      }
      const refused = await request.post(`/api/v2/sandbox/payout/payments/${payout.id}/simulate`, {
        headers: asDemo,
        data: { action: 'reject' },
      });
      await expect422(refused, 'action');
    } finally {
      await receiver.close();
    }
  });
});
