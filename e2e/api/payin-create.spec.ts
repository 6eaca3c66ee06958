import { getPixPayloadInfo, isValidBoleto, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { expect, test } from '@playwright/test';
import {
  boletoChargeBody,
  type DemoAccounts,
  demoStoreKey,
  expect422,
  type Json,
  MICROSECONDS,
  payinRequests,
  pixChargeBody,
  unique,
  withValue,
} from '../support/api';
import { bearer, demo, signedInContext } from '../support/demo';

const asOther = bearer(demo.otherCompanyKey);

let asDemo: Record<string, string>;
let accounts: DemoAccounts;

const boletoBody = (overrides: Json = {}) => boletoChargeBody(accounts['Demo Store Online'], overrides);
const pixBody = (overrides: Json = {}) => pixChargeBody(accounts['Demo Store Online'], overrides);
const { create } = payinRequests(() => asDemo);

test.beforeAll(async ({}, testInfo) => {
  ({ headers: asDemo, accounts } = await demoStoreKey(testInfo.project.use.baseURL!, 'payin tests'));
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
