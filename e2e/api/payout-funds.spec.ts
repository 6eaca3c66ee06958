import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoStoreKey, expect422, type Json, merchantAccountsByName, pixPayoutBody, unique } from '../support/api';
import { bearer, demo, signedInContext } from '../support/demo';
import { freshDemoStoreMerchant, operatorActingOn, topUpDemoStore } from '../support/funds';

/**
 * Payouts need funds (docs/decisions.md, "The ledger"): creation reserves amount + markup from the available balance,
 * and a shortfall is a 422 on amount that writes nothing. Each test opens a fresh Demo Store merchant (no markup
 * rule, an empty balance) and funds it through the sandbox top-up, so the other specs' payouts cannot disturb it.
 */

let baseURL: string;
let asDemo: Record<string, string>;
let key: string;
/** Other Company's account: another organization's merchant. */
let foreign: number;

test.beforeAll(async ({ request }, testInfo) => {
  baseURL = testInfo.project.use.baseURL!;
  ({ key, headers: asDemo } = await demoStoreKey(baseURL, 'payout funds'));
  foreign = (await merchantAccountsByName(request, bearer(demo.otherCompanyKey)))['Other Company']!;
});

const payout = (request: APIRequestContext, merchantId: number, amount: number, headers = asDemo) =>
  request.post('/api/v2/payout/payments', { headers, data: pixPayoutBody(merchantId, { amount }) });

const payoutsOf = async (request: APIRequestContext, merchantId: number) =>
  (await (await request.get(`/api/v2/payout/payments?merchant_id=${merchantId}`, { headers: asDemo })).json()).meta
    .total as number;

/** Refused for the exact shortfall, which shows the available balance to the cent. */
async function expectShortfall(request: APIRequestContext, merchantId: number, available: string, asked: number) {
  const body = await expect422(await payout(request, merchantId, asked), 'amount');
  expect(body.errors.amount[0]).toMatch(new RegExp(`^The available balance \\(R\\$ ${available}\\) does not cover`));
}

test('a payout its balance does not cover: 422 on amount, nothing written, and the same key does not retry into a payout', async ({
  request,
}) => {
  const merchant = await freshDemoStoreMerchant(baseURL, key);
  await topUpDemoStore(baseURL, merchant, 10_000); // R$ 100,00
  const headers = { ...asDemo, 'idempotency-key': unique('short') };
  const refused = await expect422(await payout(request, merchant, 100.01, headers), 'amount');
  expect(refused.errors.amount).toEqual(['The available balance (R$ 100,00) does not cover R$ 100,01.']);
  expect((await payout(request, merchant, 100.01, headers)).status()).toBe(422);
  expect(await payoutsOf(request, merchant)).toBe(0);
  // Nothing was reserved: the whole balance still pays out, to the cent.
  expect((await payout(request, merchant, 100)).status()).toBe(201);
  await expectShortfall(request, merchant, '0,00', 0.01);
});

test('30 parallel payouts against funds for 10: exactly 10 are accepted and the available balance ends at exactly zero', async ({
  request,
}) => {
  const merchant = await freshDemoStoreMerchant(baseURL, key);
  await topUpDemoStore(baseURL, merchant, 100_000); // ten payouts of R$ 100,00
  const answers = await Promise.all(Array.from({ length: 30 }, () => payout(request, merchant, 100)));
  const statuses = answers.map((answer) => answer.status()).sort();
  expect(statuses).toEqual([...Array(10).fill(201), ...Array(20).fill(422)]);
  for (const answer of answers.filter((a) => a.status() === 422))
    expect(Object.keys((await answer.json()).errors)).toEqual(['amount']);
  expect(await payoutsOf(request, merchant)).toBe(10);
  await expectShortfall(request, merchant, '0,00', 0.01);
});

test.describe('POST /v2/sandbox/top-ups', () => {
  const topUp = (context: APIRequestContext, data: Json, headers: Record<string, string> = {}) =>
    context.post('/api/v2/sandbox/top-ups', { data, headers });

  test('admins and operators in test mode only, within their organization; idempotent with Idempotency-Key', async ({
    request,
  }) => {
    const merchant = await freshDemoStoreMerchant(baseURL, key);
    const admin = await signedInContext(baseURL, demo.admin);
    const writer = await signedInContext(baseURL, demo.writer);
    const otherAdmin = await signedInContext(baseURL, demo.otherAdmin); // Other Company's admin
    const liveOperator = await operatorActingOn(baseURL, 'Demo Store', true);
    try {
      expect((await topUp(request, { merchant_id: merchant, amount: 100 }, asDemo)).status()).toBe(403); // API keys
      expect((await topUp(writer, { merchant_id: merchant, amount: 100 })).status()).toBe(403);
      await expect422(await topUp(otherAdmin, { merchant_id: merchant, amount: 100 }), 'merchant_id');
      await expect422(await topUp(admin, { merchant_id: foreign, amount: 100 }), 'merchant_id');
      const live = await topUp(liveOperator, { merchant_id: merchant, amount: 100 });
      expect(live.status()).toBe(403);
      expect((await live.json()).message).toMatch(/test mode only/);
      for (const amount of [0, -5, 1.5, '100', 100_000_001])
        await expect422(await topUp(admin, { merchant_id: merchant, amount }), 'amount');

      const once = { 'idempotency-key': unique('top-up') };
      const first = await topUp(admin, { merchant_id: merchant, amount: 1_000 }, once);
      expect(first.status()).toBe(201);
      const booked = await first.json();
      expect(booked).toMatchObject({
        type: 'sandbox_topup',
        merchant_id: merchant,
        amount: 1_000,
        balance_after: 1_000,
        currency: 'BRL',
        description: 'Sandbox top-up',
        livemode: false,
      });
      const again = await topUp(admin, { merchant_id: merchant, amount: 1_000 }, once);
      expect(again.headers()['idempotent-replayed']).toBe('true');
      expect((await again.json()).id).toBe(booked.id);
      await expectShortfall(request, merchant, '10,00', 10.01); // credited once
    } finally {
      await Promise.all([admin, writer, otherAdmin, liveOperator].map((context) => context.dispose()));
    }
  });
});

test.describe('POST /v2/account/adjustments', () => {
  test('operators only; a reason is required; a debit beyond the balance is refused on amount', async ({ request }) => {
    const merchant = await freshDemoStoreMerchant(baseURL, key);
    const admin = await signedInContext(baseURL, demo.admin);
    const operator = await operatorActingOn(baseURL, 'Demo Store', false);
    try {
      const adjust = (context: APIRequestContext, data: Json) =>
        context.post('/api/v2/account/adjustments', { data: { merchant_id: merchant, ...data } });
      expect((await adjust(admin, { amount: 500, reason: 'Goodwill' })).status()).toBe(403);
      await expect422(await adjust(operator, { amount: 500 }), 'reason');
      await expect422(await adjust(operator, { amount: 0, reason: 'Nothing' }), 'amount');
      const credit = await adjust(operator, { amount: 500, reason: 'Chargeback reversed by the acquirer' });
      expect(credit.status()).toBe(201);
      expect(await credit.json()).toMatchObject({
        type: 'adjustment',
        amount: 500,
        balance_after: 500,
        description: 'Chargeback reversed by the acquirer',
        livemode: false,
      });
      const body = await expect422(await adjust(operator, { amount: -501, reason: 'Too much' }), 'amount');
      expect(body.errors.amount).toEqual(['The available balance (R$ 5,00) does not cover R$ 5,01.']);
      expect(await (await adjust(operator, { amount: -200, reason: 'Fee correction' })).json()).toMatchObject({
        amount: -200,
        balance_after: 300,
      });
      await expectShortfall(request, merchant, '3,00', 3.01);
      // Another organization's merchant is unknown to this one, as everywhere.
      await expect422(
        await operator.post('/api/v2/account/adjustments', {
          data: { merchant_id: foreign, amount: 1, reason: 'Wrong account' },
        }),
        'merchant_id',
      );
    } finally {
      await Promise.all([admin.dispose(), operator.dispose()]);
    }
  });
});
