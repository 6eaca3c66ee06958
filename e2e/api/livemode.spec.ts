import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { otherCompanyLiveKey, pixChargeBody, pixPayoutBody, unique, type Json } from '../support/api';
import { bearer, demo } from '../support/demo';
import { validBeneficiary } from '../../test/beneficiary';
import { adjustAsOperator } from '../support/funds';

/**
 * Test and live mode kept apart (docs/decisions.md): a live key's objects are live, the sandbox never moves them,
 * and a test key cannot see or act on them (nor a live key on test objects): they look unknown.
 */

const asTest = bearer(demo.otherCompanyKey);
const LIVE_REFUSAL = 'Simulation acts on test-mode objects only; this one was made in live mode.';
// The test server's sandbox steps every second (playwright.config.ts): after this, a test object would have moved.
const SANDBOX_STEPS = 3_500;

let api: APIRequestContext;
let live: Awaited<ReturnType<typeof otherCompanyLiveKey>>;

const pixBody = (document = '52998224725', invoice = unique('live')): Json =>
  pixChargeBody(live.account, {
    invoice,
    buyer: { name: 'Ana Souza', email: 'ana@example.com', document: { type: 'CPF', number: document } },
  });

const payoutBody = (invoice = unique('live')): Json => pixPayoutBody(live.account, { invoice });

const record = (customCode: string) => ({
  custom_code: customCode,
  batch_code: customCode,
  beneficiary: validBeneficiary({ name: 'Ana' }),
});

test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  api = await request.newContext({ baseURL });
  live = await otherCompanyLiveKey(baseURL, 'livemode spec');
  // Live money comes from a live processor, which does not exist yet, or from an operator's adjustment: the live
  // payouts below reserve R$ 10,00 each.
  await adjustAsOperator(baseURL, {
    organization: 'Other Company',
    livemode: true,
    merchantId: live.account,
    cents: 10_000,
    reason: 'Opening balance for the livemode spec',
  });
});

test.afterAll(async () => {
  await live.revoke();
  await api.dispose();
});

const createCharge = async (body: Json, headers: Record<string, string>) => {
  const response = await api.post('/api/v2/payin/payments', { headers, data: body });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
};

test('a live key’s charge is live, the magic documents do nothing to it, and simulate answers 403', async () => {
  const settles = await createCharge(pixBody('58713371126'), live.headers);
  expect(settles.livemode).toBe(true);
  // The sandbox refuses this document outright (400) in test mode; live mode has no sandbox to refuse it.
  const refused = await createCharge(pixBody('76145193026'), live.headers);
  const testCharge = await createCharge({ ...pixBody(), merchant_id: live.account }, asTest);
  expect(testCharge.livemode).toBe(false);

  const simulate = await api.post(`/api/v2/sandbox/payin/payments/${settles.id}/simulate`, {
    headers: live.headers,
    data: { action: 'pay' },
  });
  expect(simulate.status()).toBe(403);
  expect(await simulate.json()).toEqual({ message: LIVE_REFUSAL });

  await new Promise((resolve) => setTimeout(resolve, SANDBOX_STEPS));
  for (const charge of [settles, refused]) {
    const now = await (await api.get(`/api/v2/payin/payments/${charge.id}`, { headers: live.headers })).json();
    expect(now).toMatchObject({ livemode: true, status: { id: 1 }, paid_amount: null });
  }
});

test('a live payout stays awaiting, and simulate answers 403', async () => {
  const response = await api.post('/api/v2/payout/payments', { headers: live.headers, data: payoutBody() });
  expect(response.status()).toBe(201);
  const payout = await response.json();
  expect(payout.livemode).toBe(true);
  const simulate = await api.post(`/api/v2/sandbox/payout/payments/${payout.id}/simulate`, {
    headers: live.headers,
    data: { action: 'process' },
  });
  expect(simulate.status()).toBe(403);
  expect(await simulate.json()).toEqual({ message: LIVE_REFUSAL });
  await new Promise((resolve) => setTimeout(resolve, SANDBOX_STEPS));
  expect(await (await api.get(`/api/v2/payout/payments/${payout.id}`, { headers: live.headers })).json()).toMatchObject(
    { livemode: true, status: { id: 1, name: 'Awaiting' } },
  );
});

test('the payment page of a live charge has no simulate button, says why, and its simulate post is refused (403)', async ({
  playwright,
}, testInfo) => {
  // An English-speaking payer: the payment page speaks the payer's language, Portuguese by default.
  const anonymous = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { 'accept-language': 'en-US' },
  });
  try {
    const charge = await createCharge(pixBody(), live.headers);
    const page = await anonymous.get(`/pay/${charge.hash}`);
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).not.toContain('simulate-payment');
    expect(html).toContain(
      'Live mode: no payment processor is connected yet; this charge stays open until it expires.',
    );
    const simulate = await anonymous.post(`/pay/${charge.hash}/simulate`, { maxRedirects: 0 });
    expect(simulate.status()).toBe(403);
    expect(
      (await (await api.get(`/api/v2/payin/payments/${charge.id}`, { headers: live.headers })).json()).status.id,
    ).toBe(1);

    const testCharge = await createCharge(pixBody(), asTest);
    expect(await (await anonymous.get(`/pay/${testCharge.hash}`)).text()).toContain('simulate-payment');
  } finally {
    await anonymous.dispose();
  }
});

test('each mode sees only its own objects: the other mode’s ids look unknown (404) and lists leave them out', async () => {
  const invoice = unique('both');
  const liveCharge = await createCharge(pixBody('52998224725', invoice), live.headers);
  // Invoices are unique per mode: the same one is free in test mode.
  const testCharge = await createCharge(pixBody('52998224725', invoice), asTest);

  const unknownCharge = await (await api.get('/api/v2/payin/payments/99999999', { headers: asTest })).json();
  const asForeign = await api.get(`/api/v2/payin/payments/${liveCharge.id}`, { headers: asTest });
  expect(asForeign.status()).toBe(404);
  expect(await asForeign.json()).toEqual(unknownCharge);
  expect((await api.get(`/api/v2/payin/payments/${testCharge.id}`, { headers: live.headers })).status()).toBe(404);
  expect(
    (
      await api.post(`/api/v2/sandbox/payin/payments/${liveCharge.id}/simulate`, {
        headers: asTest,
        data: { action: 'pay' },
      })
    ).status(),
  ).toBe(404);
  const cancel = await api.delete(`/api/v1/payin/payments/${liveCharge.id}/request-cancel`, {
    headers: asTest,
    data: { cashInId: String(liveCharge.id) },
  });
  expect(cancel.status()).toBe(404);
  expect(await cancel.json()).toEqual({ status: false, message: 'Payin not found.' });

  const testList = await (await api.get(`/api/v2/payin/payments?invoice=${invoice}`, { headers: asTest })).json();
  expect(testList.data.map((charge: Json) => [charge.id, charge.livemode])).toEqual([[testCharge.id, false]]);
  const liveList = await (await api.get(`/api/v2/payin/payments?invoice=${invoice}`, { headers: live.headers })).json();
  expect(liveList.data.map((charge: Json) => [charge.id, charge.livemode])).toEqual([[liveCharge.id, true]]);
  const testAll = await (await api.get('/api/v2/payin/payments?per_page=100', { headers: asTest })).json();
  expect(testAll.data.every((charge: Json) => charge.livemode === false)).toBe(true);

  const livePayout = await (
    await api.post('/api/v2/payout/payments', { headers: live.headers, data: payoutBody(invoice) })
  ).json();
  expect((await api.get(`/api/v2/payout/payments/${livePayout.id}`, { headers: asTest })).status()).toBe(404);
  expect(
    (
      await api.post(`/api/v2/sandbox/payout/payments/${livePayout.id}/simulate`, {
        headers: asTest,
        data: { action: 'process' },
      })
    ).status(),
  ).toBe(404);
  expect(
    (await (await api.get(`/api/v2/payout/payments?invoice=${invoice}`, { headers: asTest })).json()).data,
  ).toEqual([]);

  const code = unique('live');
  expect(
    (
      await api.post('/api/v1/payout/data-qualification', {
        headers: live.headers,
        data: { merchant_id: live.account, service_id: 1, data: [record(code)] },
      })
    ).status(),
  ).toBe(200);
  const [liveRecord] = await (
    await api.get(`/api/v1/payout/data-qualification?custom_code=${code}`, { headers: live.headers })
  ).json();
  expect(liveRecord.livemode).toBe(true);
  expect((await api.get(`/api/v1/payout/data-qualification/${liveRecord.id}`, { headers: asTest })).status()).toBe(404);
  expect(
    await (await api.get(`/api/v1/payout/data-qualification?custom_code=${code}`, { headers: asTest })).json(),
  ).toEqual([]);
  const testBatches = await (
    await api.get('/api/v1/payout/data-qualification/batches?per_page=100', { headers: asTest })
  ).json();
  expect(testBatches.data.map((batch: Json) => batch.batch_code)).not.toContain(code);

  const delivery = await (
    await api.post('/api/v2/webhooks/test', { headers: live.headers, data: { url: 'http://127.0.0.1:9/live' } })
  ).json();
  expect(delivery.livemode).toBe(true);
  expect((await api.get(`/api/v2/webhooks/deliveries/${delivery.id}`, { headers: asTest })).status()).toBe(404);
  expect((await api.post(`/api/v2/webhooks/deliveries/${delivery.id}/resend`, { headers: asTest })).status()).toBe(404);
  const testDeliveries = await (
    await api.get('/api/v2/webhooks/deliveries?event_kind=test&per_page=100', { headers: asTest })
  ).json();
  expect(testDeliveries.data.map((row: Json) => row.id)).not.toContain(delivery.id);
  expect(
    (await (await api.get(`/api/v2/webhooks/deliveries/${delivery.id}`, { headers: live.headers })).json()).livemode,
  ).toBe(true);
});
