import { expect, test } from '@playwright/test';
import { daysFromNow, type DemoAccounts, demoStoreKey, expect422, type Json, payinRequests } from '../support/api';
import { bearer, demo } from '../support/demo';

const asOther = bearer(demo.otherCompanyKey);

let asDemo: Record<string, string>;
let accounts: DemoAccounts;

const { findSeeded, cancel } = payinRequests(() => asDemo);

test.beforeAll(async ({}, testInfo) => {
  ({ headers: asDemo, accounts } = await demoStoreKey(testInfo.project.use.baseURL!, 'payin tests'));
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
