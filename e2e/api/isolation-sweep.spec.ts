import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { demoStoreKey, unique, type Json } from '../support/api';
import { bearer, demo, signedInContext } from '../support/demo';
import { validBeneficiary } from '../../test/beneficiary';
import { topUpDemoStore } from '../support/funds';

/**
 * Tenant isolation, swept: Demo Store creates one of everything, then Other Company's key and admin call every
 * route with those ids and filters. Each answer is a 404 (as for an unknown id) or an empty result, never data.
 */

let api: APIRequestContext;
let otherAdmin: APIRequestContext;
const asOther = bearer(demo.otherCompanyKey);
const own: Json = {};

const days = (count: number) => new Date(Date.now() + count * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  api = await request.newContext({ baseURL });
  otherAdmin = await signedInContext(baseURL, demo.otherAdmin);
  const { headers, accounts } = await demoStoreKey(baseURL, 'isolation sweep');
  own.account = accounts['Demo Store Online'];
  own.invoice = unique('iso');
  await topUpDemoStore(baseURL, own.account, 1_100); // the payout below reserves R$ 10,00 + R$ 1,00 of markup
  own.charge = await (
    await api.post('/api/v2/payin/payments', {
      headers,
      data: {
        merchant_id: own.account,
        invoice: own.invoice,
        payment_method: 'pix',
        amount: 1000,
        currency: 'BRL',
        country: 'BR',
        buyer: { name: 'Iso Late', email: 'iso@example.com', document: { type: 'CPF', number: '11144477735' } },
        pix: { expire_date: `${days(2)}T12:00:00` },
      },
    })
  ).json();
  own.payout = await (
    await api.post('/api/v2/payout/payments', {
      headers,
      data: {
        merchant_id: own.account,
        payment_method: 'PIX',
        invoice: own.invoice,
        currency: 'BRL',
        amount: 10,
        country: 'BR',
        beneficiary: {
          name: 'Iso Late',
          document: { type: 'CPF', number: '52998224725' },
          pix: { key: 'iso@example.com', key_type: 'EMAIL' },
        },
      },
    })
  ).json();
  own.customCode = unique('iso');
  await api.post('/api/v1/payout/data-qualification', {
    headers,
    data: {
      merchant_id: own.account,
      service_id: 1,
      data: [
        {
          custom_code: own.customCode,
          batch_code: own.customCode,
          beneficiary: validBeneficiary({ name: 'Iso' }),
        },
      ],
    },
  });
  own.record = (
    await (await api.get(`/api/v1/payout/data-qualification?custom_code=${own.customCode}`, { headers })).json()
  )[0];
  own.request = await (
    await api.post('/api/v2/register/companies', {
      headers,
      data: {
        company: {
          legal_name: 'Isolada Ltda',
          trade_name: 'Isolada',
          tax_id: '11222333000181',
          contacts: [
            {
              name: 'Ana',
              email: 'ana@isolada.example',
              phone: '+5511987654321',
              tax_id: '52998224725',
              role: 'financial',
            },
          ],
          address: [
            { city: 'São Paulo', state: 'SP', country: 'BR', zip_code: '01310100', street: 'Rua A', number: '1' },
          ],
        },
      },
    })
  ).json();
  own.markup = (await (await api.get('/api/v2/account/markups', { headers })).json()).data[0];
  own.delivery = await (
    await api.post('/api/v2/webhooks/test', { headers, data: { url: 'http://127.0.0.1:9/iso' } })
  ).json();
  const admin = await signedInContext(baseURL, demo.admin);
  own.users = (await (await admin.get('/api/v2/account/users')).json()).data;
  own.keys = (await (await admin.get('/api/v2/account/api-keys')).json()).data;
  await admin.dispose();
  for (const [name, value] of Object.entries(own)) expect(value, `Demo Store's ${name}`).toBeTruthy();
});

test.afterAll(async () => {
  await api.dispose();
  await otherAdmin.dispose();
});

test('ids of another organization answer 404 on every route, in each route’s shape', async () => {
  const calls: [string, string, unknown?][] = [
    ['GET', `/api/v2/payin/payments/${own.charge.id}`],
    ['DELETE', `/api/v1/payin/payments/${own.charge.id}/request-cancel`, { cashInId: String(own.charge.id) }],
    ['POST', `/api/v2/sandbox/payin/payments/${own.charge.id}/simulate`, { action: 'pay' }],
    ['GET', `/api/v2/payout/payments/${own.payout.id}`],
    ['POST', `/api/v2/sandbox/payout/payments/${own.payout.id}/simulate`, { action: 'process' }],
    ['GET', `/api/v1/payout/data-qualification/${own.record.id}`],
    ['GET', `/api/v2/register/companies/${own.request.id}`],
    ['PATCH', `/api/v2/account/markup/${own.markup.id}`, { enabled: false }],
    ['PATCH', `/api/v2/account/merchants/${own.account}`, { enable_markup: false }],
    ['GET', `/api/v2/webhooks/deliveries/${own.delivery.id}`],
    ['POST', `/api/v2/webhooks/deliveries/${own.delivery.id}/resend`],
    ['GET', `/api/v2/account/${own.account}/balance`],
    ['GET', `/api/v2/account/${own.account}/balance/history?date=${days(-1)}`],
    ['GET', `/api/v2/account/${own.account}/balance/series`],
    ['GET', `/api/v2/account/${own.account}/statement?format=csv`],
  ];
  for (const [method, path, data] of calls) {
    const response = await api.fetch(path, { method, headers: asOther, ...(data === undefined ? {} : { data }) });
    expect(response.status(), `${method} ${path}`).toBe(404);
  }
  expect(await (await api.get(`/api/v2/register/companies/${own.request.id}`, { headers: asOther })).json()).toEqual({
    error: 'Account opening request not found.',
  });
  expect(
    await (
      await api.delete(`/api/v1/payin/payments/${own.charge.id}/request-cancel`, {
        headers: asOther,
        data: { cashInId: String(own.charge.id) },
      })
    ).json(),
  ).toMatchObject({ status: false });
  for (const key of own.keys)
    expect((await otherAdmin.delete(`/api/v2/account/api-keys/${key.id}`)).status(), `key ${key.id}`).toBe(404);
  for (const user of own.users)
    expect(
      (await otherAdmin.patch(`/api/v2/account/users/${user.id}`, { data: { role: 'view' } })).status(),
      `user ${user.id}`,
    ).toBe(404);
});

test('filters naming another organization’s records find nothing', async () => {
  const empty = async (path: string, read: (body: Json) => unknown[]) => {
    const response = await api.get(path, { headers: asOther });
    if (response.status() === 422) return; // a merchant_id of another organization is refused like an unknown one
    expect(response.status(), path).toBe(200);
    expect(read(await response.json()), path).toEqual([]);
  };
  const data = (body: Json) => body.data;
  await empty(`/api/v2/payin/payments?invoice=${own.invoice}`, data);
  await empty(`/api/v2/payin/payments?merchant_id=${own.account}`, data);
  await empty(`/api/v2/payout/payments?invoice=${own.invoice}`, data);
  await empty(`/api/v2/payout/payments?merchant_id=${own.account}`, data);
  await empty(
    `/api/v1/payout/data-qualification?custom_code=${own.customCode}`,
    (body) => body as unknown as unknown[],
  );
  await empty(`/api/v1/payout/data-qualification?merchant_id=${own.account}`, (body) => body as unknown as unknown[]);
  await empty(`/api/v1/payout/data-qualification?batch_code=${own.customCode}`, (body) => body as unknown as unknown[]);
  await empty(`/api/v1/payout/data-qualification/batches?merchant_id=${own.account}`, data);
  await empty(`/api/v2/account/markups?id=${own.markup.id}`, data);
  await empty(`/api/v2/account/markups?account_id=${own.account}`, data);
  await empty(`/api/v2/webhooks/deliveries?resource_id=${own.charge.id}`, data);
  await empty(`/api/v2/search?q=${own.invoice}`, data);
  await empty(`/api/v2/search?q=${own.request.id}`, data);
  await empty(`/api/v2/search?q=${own.customCode}`, data);
  const overview = await api.get(`/api/v2/overview?merchant_id=${own.account}`, { headers: asOther });
  expect(overview.status()).toBe(422);
  const audit = await otherAdmin.get(`/api/v2/audit-log?resource_id=${own.charge.id}&resource_type=payin`);
  expect((await audit.json()).data).toEqual([]);
  const listed = (await (await api.get('/api/v2/register/companies?per_page=100', { headers: asOther })).json()).data;
  expect(listed.map((item: Json) => item.id)).not.toContain(own.request.id);
});
