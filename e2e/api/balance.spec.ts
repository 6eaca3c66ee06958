import { expect, request as newRequest, test } from '@playwright/test';
import { demoStoreKey, expect422, type Json, otherCompanyLiveKey } from '../support/api';
import { bearer, demo } from '../support/demo';
import { paidCharge } from '../support/ledger';
import { freshDemoStoreMerchant } from '../support/funds';

/**
 * GET /v2/account/{merchantId}/balance, /balance/history and /balance/series (docs/api.md, "Balance and statement").
 * The tests marked "postings" need the payin transitions to book the ledger (issue #18's wiring).
 */

let key: string;
let headers: Record<string, string>;
let merchant: number;
let onlineStore: number;

/** São Paulo's calendar day `days` from today. */
const saoPauloDay = (days = 0) => new Date(Date.now() - 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const demoStore = await demoStoreKey(baseURL, 'balance tests');
  ({ key, headers } = demoStore);
  onlineStore = demoStore.accounts['Demo Store Online'];
  merchant = await freshDemoStoreMerchant(baseURL, key);
});

const zeros = { available: 0, pending: 0, reserved: 0, currency: 'BRL', livemode: false };

test('a merchant account without movements has zero balances in BRL, in the key’s mode', async ({ request }) => {
  const response = await request.get(`/api/v2/account/${merchant}/balance`, { headers });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.json()).toEqual(zeros);
});

test('another organization’s merchant account, an unknown one and a malformed id answer 404', async ({ request }) => {
  for (const path of ['balance', 'balance/history?date=2026-01-01', 'balance/series', 'statement']) {
    for (const [id, asWhom] of [
      [merchant, bearer(demo.otherCompanyKey)],
      [987_654_321, headers],
      ['abc', headers],
      ['-1', headers],
    ] as const) {
      const response = await request.get(`/api/v2/account/${id}/${path}`, { headers: asWhom });
      expect(response.status(), `${path} of ${id}`).toBe(404);
      expect(await response.json()).toEqual({ message: 'Merchant account not found.' });
    }
  }
});

test('history and series refuse bad and future dates with 422 on the field', async ({ request }) => {
  const history = (query: string) => request.get(`/api/v2/account/${merchant}/balance/history?${query}`, { headers });
  for (const query of [
    '',
    'date=',
    'date=2026-02-30',
    'date=10/03/2026',
    'date=0000-01-01',
    `date=${saoPauloDay(1)}`,
  ]) {
    await expect422(await history(query), 'date');
  }
  const series = (query: string) => request.get(`/api/v2/account/${merchant}/balance/series?${query}`, { headers });
  await expect422(await series('from=2026-03-02&to=2026-03-01'), 'to');
  await expect422(await series('from=2024-01-01&to=2025-12-31'), 'from');
  await expect422(await series(`to=${saoPauloDay(1)}`), 'to');
  await expect422(await series('from=yesterday'), 'from');
});

test('a series has a point per São Paulo day, the last 30 by default, today last', async ({ request }) => {
  const { data, currency, livemode } = await (
    await request.get(`/api/v2/account/${merchant}/balance/series`, { headers })
  ).json();
  expect({ currency, livemode }).toEqual({ currency: 'BRL', livemode: false });
  expect(data).toHaveLength(30);
  expect(data.at(-1)).toEqual({ date: saoPauloDay(), available: 0, pending: 0, reserved: 0 });
  const week = await (
    await request.get(`/api/v2/account/${merchant}/balance/series?from=${saoPauloDay(-6)}`, { headers })
  ).json();
  expect(week.data.map((point: Json) => point.date)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(saoPauloDay));
});

test('a live key reads live balances, never test money', async ({ baseURL }) => {
  const live = await otherCompanyLiveKey(baseURL!, 'balance live-mode test');
  const api = await newRequest.newContext({ baseURL });
  try {
    const body = await (await api.get(`/api/v2/account/${live.account}/balance`, { headers: live.headers })).json();
    expect(body).toMatchObject({ currency: 'BRL', livemode: true });
    const testMode = await (
      await api.get(`/api/v2/account/${live.account}/statement?account=all&limit=100`, {
        headers: bearer(demo.otherCompanyKey),
      })
    ).json();
    const liveIds = (
      await (
        await api.get(`/api/v2/account/${live.account}/statement?account=all&limit=100`, { headers: live.headers })
      ).json()
    ).data.map((entry: Json) => entry.id);
    expect(testMode.data.every((entry: Json) => entry.livemode === false && !liveIds.includes(entry.id))).toBe(true);
    expect((await api.get(`/api/v2/account/${onlineStore}/balance`, { headers: live.headers })).status()).toBe(404);
  } finally {
    await api.dispose();
    await live.revoke();
  }
});

test.describe('with postings (needs the payin transitions to book the ledger)', () => {
  test('a paid charge is pending, a credited one available; history gives the end of each day', async ({ request }) => {
    const fresh = await freshDemoStoreMerchant(test.info().project.use.baseURL!, key);
    await paidCharge(request, headers, fresh, 10_000, { credit: false });
    await paidCharge(request, headers, fresh, 2_550);
    const balance = await (await request.get(`/api/v2/account/${fresh}/balance`, { headers })).json();
    expect(balance).toEqual({ ...zeros, available: 2_550, pending: 10_000 });

    const history = (date: string) =>
      request.get(`/api/v2/account/${fresh}/balance/history?date=${date}`, { headers }).then((r) => r.json());
    expect(await history(saoPauloDay())).toEqual({
      ...balance,
      date: saoPauloDay(),
      as_of: new Date(`${saoPauloDay(1)}T03:00:00.000Z`).toISOString(),
    });
    expect(await history(saoPauloDay(-1))).toMatchObject({ available: 0, pending: 0, reserved: 0 });
    const series = await (await request.get(`/api/v2/account/${fresh}/balance/series`, { headers })).json();
    expect(series.data.at(-1)).toEqual({ date: saoPauloDay(), available: 2_550, pending: 10_000, reserved: 0 });
    expect(series.data.at(-2)).toEqual({ date: saoPauloDay(-1), available: 0, pending: 0, reserved: 0 });
  });
});
