import { getPixPayloadInfo, isValidBoleto, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startReceiver } from '../../test/receiver';
import {
  daysFromNow,
  type DemoAccounts,
  demoStoreKey,
  expect422,
  type Json,
  pixChargeBody,
  sha256hex,
  unique,
  withValue,
} from '../support/api';
import { bearer, demo, signedInContext } from '../support/demo';

const asOther = bearer(demo.otherCompanyKey);
const MICROSECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

let key: string;
let asDemo: Record<string, string>;
let accounts: DemoAccounts;

function boletoBody(overrides: Json = {}): Json {
  return {
    merchant_id: accounts['Demo Store Online'],
    invoice: unique('boleto'),
    notification_url: null,
    payment_method: 'boleto',
    amount: 15000,
    currency: 'BRL',
    country: 'BR',
    description: 'Order 42',
    buyer: {
      name: 'Ana Souza',
      email: 'ana@example.com',
      document: { type: 'CPF', number: '52998224725' },
      address: {
        street: 'Avenida Paulista',
        number: '1000',
        complement: 'Sala 1',
        zipcode: '01310100',
        city: 'São Paulo',
        district: 'Bela Vista',
        state_code: 'SP',
      },
    },
    originator_legal_entity: { name: 'Loja Exemplo Ltda', document: '11222333000181', helpdesk: 'help@loja.example' },
    boleto: { expire_date: daysFromNow(7) },
    ...overrides,
  };
}

const pixBody = (overrides: Json = {}) => pixChargeBody(accounts['Demo Store Online'], overrides);

const create = (request: APIRequestContext, body: Json, headers = asDemo) =>
  request.post('/api/v2/payin/payments', { headers, data: body });

async function findSeeded(request: APIRequestContext, invoice: string): Promise<Json> {
  const listed = await (await request.get(`/api/v2/payin/payments?invoice=${invoice}`, { headers: asDemo })).json();
  expect(listed.data, `seeded charge ${invoice}`).toHaveLength(1);
  return listed.data[0];
}

const cancel = (
  request: APIRequestContext,
  id: number | string,
  body: unknown = { cashInId: String(id) },
  headers = asDemo,
) => request.delete(`/api/v1/payin/payments/${id}/request-cancel`, { headers, data: body });

test.beforeAll(async ({}, testInfo) => {
  ({ key, headers: asDemo, accounts } = await demoStoreKey(testInfo.project.use.baseURL!, 'payin tests'));
});

test.describe('POST /v2/payin/payments', () => {
  test('a boleto comes back in the full shape, with real bank numbers and the global markup', async ({ request }) => {
    const body = boletoBody();
    const response = await create(request, body);
    expect(response.status()).toBe(201);
    const charge = await response.json();
    expect(charge).toMatchObject({
      merchant: { id: accounts['Demo Store Online'], name: 'Demo Store Online' },
      invoice: body.invoice,
      notification_url: null,
      payment_method: 'boleto',
      amount: 15000,
      total_amount: 15250,
      paid_amount: null,
      refunded_amount: null,
      currency: { id: 986, name: 'Brazilian Real', code: 'BRL', symbol: 'R$' },
      description: 'Order 42',
      buyer: {
        ...body.buyer,
        document: { type: 'cpf', number: '52998224725' },
        address: { ...body.buyer.address, country: 'BR' },
      },
      originator_legal_entity: body.originator_legal_entity,
      splits: [],
      status: { id: 1, name: 'Created' },
      status_history: [{ status: { id: 1, name: 'Created' }, updated_at: charge.created_at }],
      substatus: null,
      refunds: [],
      automatic_pix: null,
      pix: null,
      markup: {
        mode: 'fixed',
        amount: 2.5,
        min_charge_value: null,
        max_charge_value: null,
        source: 'global',
        applied_amount: 250,
      },
    });
    expect(Number.isInteger(charge.id)).toBe(true);
    expect(charge.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(charge.payment_page).toMatch(new RegExp(`/pay/${charge.hash}$`));
    expect(charge.our_number).toMatch(/^\d{11}$/);
    expect(charge.created_at).toMatch(MICROSECONDS);
    expect(charge.updated_at).toMatch(MICROSECONDS);
    expect(charge.boleto).toMatchObject({
      expire_date: body.boleto.expire_date,
      agreement: {
        number: expect.any(String),
        digit: expect.any(String),
        agency: expect.any(String),
        assignor_code: expect.any(String),
      },
      fine: { percent: null, amount: null, date: null },
      discount: { percent: null, amount: null, daily_amount: null, date: null },
    });
    expect(charge.boleto.bar_code_number).toMatch(/^\d{44}$/);
    expect(charge.boleto.digitable_line).toMatch(/^\d{47}$/);
    expect(isValidBoleto(charge.boleto.digitable_line)).toBe(true);
    expect(charge.boleto.bar_code_number.slice(9, 19)).toBe('0000015250'); // the buyer pays amount + markup

    const fetched = await request.get(`/api/v2/payin/payments/${charge.id}`, { headers: asDemo });
    expect(await fetched.json()).toEqual(charge);
  });

  test('a pix carries a valid BR Code for the total; inline markup overrides the global rule', async ({ request }) => {
    const global = await (await create(request, pixBody({ amount: 100000 }))).json();
    // 1.5% of R$ 1.000,00 is R$ 15,00, lowered to the seeded maximum of R$ 10,00.
    expect(global.markup).toMatchObject({
      mode: 'percent',
      amount: 1.5,
      min_charge_value: 0.5,
      max_charge_value: 10,
      source: 'global',
      applied_amount: 1000,
    });
    expect(isValidPixPayload(global.pix.qr_code)).toBe(true);
    expect(getPixPayloadInfo(global.pix.qr_code)).toMatchObject({ amount: 1010, txid: global.hash.slice(0, 25) });
    expect(global).toMatchObject({ boleto: null, originator_legal_entity: null, status: { id: 1, name: 'Created' } });
    expect(global.buyer).toEqual({
      name: 'Bruno Dias',
      email: 'bruno@example.com',
      document: { type: 'cpf', number: '11144477735' },
    });

    const inline = await (
      await create(request, pixBody({ markup: { mode: 'percent', amount: 2, min_charge_value: 0.01 } }))
    ).json();
    expect(inline.markup).toEqual({
      mode: 'percent',
      amount: 2,
      min_charge_value: 0.01,
      max_charge_value: null,
      source: 'inline',
      applied_amount: 20,
    });
    expect(inline.total_amount).toBe(1020);
  });

  test('every required field of both forms is refused by name when missing', async ({ request }) => {
    const boletoFields = [
      'invoice',
      'payment_method',
      'amount',
      'currency',
      'country',
      'buyer',
      'buyer.name',
      'buyer.email',
      'buyer.document',
      'buyer.document.type',
      'buyer.document.number',
      'buyer.address',
      'buyer.address.street',
      'buyer.address.number',
      'buyer.address.zipcode',
      'buyer.address.city',
      'buyer.address.district',
      'buyer.address.state_code',
      'originator_legal_entity',
      'originator_legal_entity.name',
      'originator_legal_entity.document',
      'originator_legal_entity.helpdesk',
      'boleto',
      'boleto.expire_date',
    ];
    for (const field of boletoFields)
      await expect422(await create(request, withValue(boletoBody(), field, undefined)), field);
    for (const field of ['buyer.document.number', 'pix', 'pix.expire_date'])
      await expect422(await create(request, withValue(pixBody(), field, undefined)), field);
  });

  test('field rules: amounts, currency, country, documents, address, dates, description, URL', async ({ request }) => {
    const cases: [Json, string][] = [
      [boletoBody({ amount: 499 }), 'amount'],
      [pixBody({ amount: 0 }), 'amount'],
      [pixBody({ amount: 15_000_001 }), 'amount'],
      [pixBody({ amount: 10.5 }), 'amount'],
      [pixBody({ amount: '1000' }), 'amount'],
      [pixBody({ currency: 'XYZ' }), 'currency'],
      [pixBody({ currency: 'USD' }), 'currency'],
      [pixBody({ country: 'ZZ' }), 'country'],
      [pixBody({ country: 'br' }), 'country'],
      [pixBody({ description: 'x'.repeat(141) }), 'description'],
      [pixBody({ notification_url: 'ftp://example.com/hook' }), 'notification_url'],
      [pixBody({ payment_method: 'card' }), 'payment_method'],
      [withValue(pixBody(), 'buyer.document.number', '52998224724'), 'buyer.document.number'],
      [withValue(pixBody(), 'buyer.document.type', 'RG'), 'buyer.document.type'],
      [withValue(pixBody(), 'buyer.email', 'not-an-email'), 'buyer.email'],
      [withValue(boletoBody(), 'buyer.address.state_code', 'XX'), 'buyer.address.state_code'],
      [withValue(boletoBody(), 'buyer.address.zipcode', '1234'), 'buyer.address.zipcode'],
      [
        withValue(boletoBody(), 'originator_legal_entity.document', '11222333000180'),
        'originator_legal_entity.document',
      ],
      [withValue(boletoBody(), 'boleto.expire_date', '2020-01-01'), 'boleto.expire_date'],
      [withValue(boletoBody(), 'boleto.expire_date', '2030-02-30'), 'boleto.expire_date'],
      [withValue(pixBody(), 'pix.expire_date', '2020-01-01T10:00:00'), 'pix.expire_date'],
      [withValue(pixBody(), 'pix.expire_date', `${daysFromNow(2)}T12:00:00Z`), 'pix.expire_date'],
    ];
    for (const [body, field] of cases) await expect422(await create(request, body), field);
    expect(
      (
        await create(request, withValue(pixBody(), 'buyer.document', { type: 'cnpj', number: '11.222.333/0001-81' }))
      ).status(),
    ).toBe(201);
  });

  test('markup: inline rules by key, and 422 on markup when enable_markup has no rule', async ({
    request,
  }, testInfo) => {
    await expect422(await create(request, pixBody({ markup: { mode: 'flat', amount: 1 } })), 'markup.mode');
    await expect422(await create(request, pixBody({ markup: { mode: 'fixed', amount: 0 } })), 'markup.amount');
    await expect422(
      await create(request, pixBody({ markup: { mode: 'percent', amount: 1 } })),
      'markup.min_charge_value',
    );
    await expect422(
      await create(request, pixBody({ markup: { mode: 'fixed', amount: 1, min_charge_value: 1 } })),
      'markup.min_charge_value',
    );
    await expect422(
      await create(
        request,
        pixBody({ markup: { mode: 'percent', amount: 1, min_charge_value: 2, max_charge_value: 1 } }),
      ),
      'markup.max_charge_value',
    );

    // Other Company's only account: switch enable_markup on with no rule, then back off.
    const otherAdmin = await signedInContext(testInfo.project.use.baseURL!, demo.otherAdmin);
    const [account] = (await (await otherAdmin.get('/api/v2/account/merchants')).json()).data;
    try {
      expect(
        (await otherAdmin.patch(`/api/v2/account/merchants/${account.id}`, { data: { enable_markup: true } })).status(),
      ).toBe(200);
      const body = pixBody({ merchant_id: undefined });
      await expect422(await create(request, body, asOther), 'markup');
      const inline = await create(request, { ...body, markup: { mode: 'fixed', amount: 1 } }, asOther);
      expect(inline.status()).toBe(201);
      expect((await inline.json()).markup).toMatchObject({ source: 'inline', applied_amount: 100 });
    } finally {
      await otherAdmin.patch(`/api/v2/account/merchants/${account.id}`, { data: { enable_markup: false } });
      await otherAdmin.dispose();
    }
  });

  test('merchant_id: required with two accounts, refused when foreign, optional with one', async ({ request }) => {
    await expect422(await create(request, pixBody({ merchant_id: undefined })), 'merchant_id');
    const otherAccount = (await (await request.get('/api/v2/account/merchants', { headers: asOther })).json()).data[0]
      .id;
    await expect422(await create(request, pixBody({ merchant_id: otherAccount })), 'merchant_id');
    const single = await create(request, pixBody({ merchant_id: undefined }), asOther);
    expect(single.status()).toBe(201);
    expect((await single.json()).merchant.id).toBe(otherAccount);
  });

  test('one invoice per merchant, also when ten requests race', async ({ request }) => {
    const body = pixBody();
    const responses = await Promise.all(Array.from({ length: 10 }, () => create(request, body)));
    const statuses = responses.map((response) => response.status()).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(422)]);
    for (const response of responses.filter((r) => r.status() === 422))
      expect(Object.keys((await response.json()).errors)).toEqual(['invoice']);
    const listed = await (
      await request.get(`/api/v2/payin/payments?invoice=${body.invoice}`, { headers: asDemo })
    ).json();
    expect(listed.meta.total).toBe(1);
  });

  test('Idempotency-Key replays the first answer', async ({ request }) => {
    const body = pixBody();
    const headers = { ...asDemo, 'idempotency-key': unique('idem') };
    const first = await create(request, body, headers);
    const again = await create(request, body, headers);
    expect(again.status()).toBe(201);
    expect(again.headers()['idempotent-replayed']).toBe('true');
    expect((await again.json()).id).toBe((await first.json()).id);
    expect((await create(request, { ...body, amount: 2000 }, headers)).status()).toBe(422);
  });

  test('the processor-refused document gets 400 and leaves nothing behind', async ({ request }) => {
    const body = withValue(pixBody(), 'buyer.document.number', '76145193026');
    const response = await create(request, body);
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ message: 'Failed to send payin to processor' });
    expect(
      (await (await request.get(`/api/v2/payin/payments?invoice=${body.invoice}`, { headers: asDemo })).json()).meta
        .total,
    ).toBe(0);
  });
});

test.describe('GET /v2/payin/payments', () => {
  test('filters, sorts and pages, each in the envelope', async ({ request }) => {
    const online = accounts['Demo Store Online'];
    const get = async (query: string) => {
      const response = await request.get(`/api/v2/payin/payments?${query}`, { headers: asDemo });
      expect(response.status(), query).toBe(200);
      return response.json();
    };
    const all = await get('per_page=100');
    expect(all.meta).toMatchObject({ current_page: 1, per_page: 100 });
    expect(all.data.length).toBeGreaterThanOrEqual(20); // the seeded charges of both accounts

    const byMerchant = await get(`merchant_id=${online}&per_page=100`);
    expect(byMerchant.data.every((charge: Json) => charge.merchant.id === online)).toBe(true);
    const byMethod = await get('payment_method=boleto&per_page=100');
    expect(byMethod.data.length).toBeGreaterThan(0);
    expect(byMethod.data.every((charge: Json) => charge.payment_method === 'boleto')).toBe(true);
    const byStatus = await get('status_id=4&per_page=100');
    expect(byStatus.data.length).toBeGreaterThan(0);
    expect(byStatus.data.every((charge: Json) => charge.status.id === 4)).toBe(true);

    const sorted = await get('sort_by=amount&sort_order=asc&per_page=100');
    const amounts = sorted.data.map((charge: Json) => charge.amount);
    expect(amounts).toEqual([...amounts].sort((a: number, b: number) => a - b));
    const newest = await get('per_page=100');
    const created = newest.data.map((charge: Json) => charge.created_at);
    expect(created).toEqual([...created].sort().reverse());

    const today = new Date().toISOString().slice(0, 10);
    const future = await get(`created_at_start=${daysFromNow(2)}`);
    expect(future.meta.total).toBe(0);
    const recent = await get(`created_at_start=${daysFromNow(-1)}&created_at_end=${today}&per_page=100`);
    expect(recent.data.every((charge: Json) => charge.created_at >= `${daysFromNow(-2)}`)).toBe(true);

    // Paged on the one account no other test adds charges to, so the pages stay comparable.
    const marketplace = `merchant_id=${accounts['Demo Store Marketplace']}`;
    const whole = await get(`${marketplace}&per_page=100`);
    const page2 = await get(`${marketplace}&per_page=5&page=2`);
    expect(page2.meta).toMatchObject({
      current_page: 2,
      per_page: 5,
      total: whole.meta.total,
      last_page: Math.ceil(whole.meta.total / 5),
    });
    expect(page2.links.prev).toContain('page=1');
    expect(page2.data.map((charge: Json) => charge.id)).toEqual(
      whole.data.slice(5, 10).map((charge: Json) => charge.id),
    );

    for (const [query, field] of [
      ['per_page=101', 'per_page'],
      ['page=0', 'page'],
      ['status_id=6', 'status_id'],
      ['payment_method=card', 'payment_method'],
      ['sort_by=hash', 'sort_by'],
      ['created_at_start=2026-13-01', 'created_at_start'],
    ] as const) {
      await expect422(await request.get(`/api/v2/payin/payments?${query}`, { headers: asDemo }), field);
    }
  });

  test("another organization cannot get, list or cancel this one's charges", async ({ request }) => {
    const charge = await findSeeded(request, 'demo-demo-store-online-003');
    const get = await request.get(`/api/v2/payin/payments/${charge.id}`, { headers: asOther });
    expect(get.status()).toBe(404);
    expect(await get.json()).toEqual({ message: 'Payin not found.' });
    expect((await request.get('/api/v2/payin/payments/999999999', { headers: asDemo })).status()).toBe(404);
    expect((await request.get('/api/v2/payin/payments/abc', { headers: asDemo })).status()).toBe(404);
    const theirs = await (await request.get('/api/v2/payin/payments?per_page=100', { headers: asOther })).json();
    expect(theirs.data.some((other: Json) => other.id === charge.id)).toBe(false);
    expect(
      (
        await request
          .get(`/api/v2/payin/payments?merchant_id=${accounts['Demo Store Online']}`, { headers: asOther })
          .then((r) => r.json())
      ).meta.total,
    ).toBe(0);
    const refused = await cancel(request, charge.id, undefined, asOther);
    expect(refused.status()).toBe(404);
    expect(await refused.json()).toEqual({ status: false, message: 'Payin not found.' });
  });
});

test.describe('DELETE /v1/payin/payments/{cashInId}/request-cancel', () => {
  test('a new charge is too young; a body that names another charge is refused; both in the cancel shape', async ({
    request,
  }) => {
    const charge = await (await create(request, pixBody())).json();
    const early = await cancel(request, charge.id);
    expect(early.status()).toBe(422);
    expect(await early.json()).toEqual({ status: false, message: expect.stringContaining('5 minutes after creation') });
    const mismatch = await cancel(request, charge.id, { cashInId: String(charge.id + 1) });
    expect(mismatch.status()).toBe(422);
    expect(await mismatch.json()).toEqual({
      status: false,
      message: 'The cashInId in the body must match the cashInId in the path.',
    });
    const missing = await cancel(request, charge.id, {});
    expect(missing.status()).toBe(422);
    expect((await missing.json()).status).toBe(false);
  });

  test('an eligible pix is canceled at once, with a callback-ready history; a second request is refused', async ({
    request,
  }) => {
    const charge = await findSeeded(request, 'demo-demo-store-online-001');
    const response = await cancel(request, charge.id);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({
      status: true,
      data: { message: 'Cancellation request submitted successfully' },
    });
    const after = await (await request.get(`/api/v2/payin/payments/${charge.id}`, { headers: asDemo })).json();
    expect(after.status).toEqual({ id: 2, name: 'Canceled' });
    expect(after.status_history.map((change: Json) => change.status.id)).toEqual([1, 2]);
    const again = await cancel(request, charge.id);
    expect(again.status()).toBe(422);
    expect(await again.json()).toEqual({ status: false, message: expect.stringContaining('Canceled') });
  });

  test('twenty parallel cancels of an eligible boleto: exactly one succeeds; the processor then completes the drop', async ({
    request,
  }) => {
    const charge = await findSeeded(request, 'demo-demo-store-online-002');
    const responses = await Promise.all(Array.from({ length: 20 }, () => cancel(request, charge.id)));
    expect(responses.filter((response) => response.status() === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.status() === 422)).toHaveLength(19);
    const read = async () =>
      (await (await request.get(`/api/v2/payin/payments/${charge.id}`, { headers: asDemo })).json()) as Json;
    expect((await read()).status_history.map((change: Json) => change.status.id)).toContain(5);
    // The test server shortens the processor's one-day drop confirmation to three seconds.
    await expect.poll(async () => (await read()).status.id, { timeout: 15_000 }).toBe(2);
    expect((await read()).status_history.map((change: Json) => change.status.id)).toEqual([1, 5, 2]);
  });
});

test.describe('processor events and callbacks', () => {
  test('pay and credit by simulation send signed callbacks; impossible steps are refused', async ({ request }) => {
    const receiver = await startReceiver();
    try {
      const charge = await (await create(request, pixBody({ notification_url: receiver.url }))).json();
      await expect422(
        await request.post(`/api/v2/sandbox/payin/payments/${charge.id}/simulate`, {
          headers: asDemo,
          data: { action: 'credit' },
        }),
        'action',
      );
      await expect422(
        await request.post(`/api/v2/sandbox/payin/payments/${charge.id}/simulate`, {
          headers: asDemo,
          data: { action: 'refund' },
        }),
        'action',
      );
      const paid = await request.post(`/api/v2/sandbox/payin/payments/${charge.id}/simulate`, {
        headers: asDemo,
        data: { action: 'pay' },
      });
      expect(paid.status()).toBe(200);
      expect(await paid.json()).toMatchObject({ status: { id: 3, name: 'Paid' }, paid_amount: charge.total_amount });
      expect(
        (
          await request.post(`/api/v2/sandbox/payin/payments/${charge.id}/simulate`, {
            headers: asDemo,
            data: { action: 'credit' },
          })
        ).status(),
      ).toBe(200);
      expect(
        (
          await request.post(`/api/v2/sandbox/payin/payments/${charge.id}/simulate`, {
            headers: asOther,
            data: { action: 'credit' },
          })
        ).status(),
      ).toBe(404);

      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
      // Callbacks are separate deliveries, so they may arrive in either order; updated_at tells them apart.
      const bodies = receiver.received
        .map((received) => JSON.parse(received.body))
        .sort((a, b) => a.status.id - b.status.id);
      expect(bodies.map((body) => body.status)).toEqual([
        { id: 3, name: 'Paid' },
        { id: 4, name: 'Credited' },
      ]);
      expect(bodies[0].updated_at < bodies[1].updated_at).toBe(true);
      expect(bodies[0]).toEqual({
        id: charge.id,
        invoice: charge.invoice,
        status: { id: 3, name: 'Paid' },
        updated_at: expect.stringMatching(MICROSECONDS),
        metadata: { paid_amount: charge.total_amount },
      });
      for (const received of receiver.received) {
        expect(received.headers['x-webhook-wp-signature']).toBe(
          `Bearer ${sha256hex(`${charge.id}${charge.hash}${charge.amount}${key}`)}`,
        );
      }
    } finally {
      await receiver.close();
    }
  });

  test('magic documents: one settles to Credited by itself, one is rejected', async ({ request }) => {
    const settles = await (await create(request, withValue(pixBody(), 'buyer.document.number', '58713371126'))).json();
    const rejected = await (await create(request, withValue(pixBody(), 'buyer.document.number', '90836247060'))).json();
    const statusOf = async (id: number) =>
      (await (await request.get(`/api/v2/payin/payments/${id}`, { headers: asDemo })).json()) as Json;
    await expect.poll(async () => (await statusOf(settles.id)).status.id, { timeout: 20_000 }).toBe(4);
    expect((await statusOf(settles.id)).status_history.map((change: Json) => change.status.id)).toEqual([1, 3, 4]);
    expect((await statusOf(settles.id)).paid_amount).toBe(settles.total_amount);
    await expect.poll(async () => (await statusOf(rejected.id)).status.id, { timeout: 20_000 }).toBe(7);
  });
});

test.describe('payment page', () => {
  test('is public, shows the amount the buyer pays, may not be framed, and 404s an unknown hash', async ({
    playwright,
  }, testInfo) => {
    const anonymous = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const api = await playwright.request.newContext({
      baseURL: testInfo.project.use.baseURL,
      extraHTTPHeaders: asDemo,
    });
    try {
      const charge = await (await create(api, pixBody({ amount: 2000 }))).json();
      const page = await anonymous.get(new URL(charge.payment_page).pathname, { maxRedirects: 0 });
      expect(page.status()).toBe(200);
      expect(page.headers()['x-frame-options']).toBe('DENY');
      expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(await page.text()).toContain('R$ 20,50'); // R$ 20,00 + the R$ 0,50 minimum of the seeded pix rule
      expect((await anonymous.get(`/pay/${'0'.repeat(32)}`)).status()).toBe(404);
      const crossSite = await anonymous.post(`/pay/${charge.hash}/simulate`, {
        headers: { origin: 'https://evil.example' },
        maxRedirects: 0,
      });
      expect(crossSite.status()).toBe(403);
      expect((await (await api.get(`/api/v2/payin/payments/${charge.id}`)).json()).status.id).toBe(1);
    } finally {
      await anonymous.dispose();
      await api.dispose();
    }
  });
});
