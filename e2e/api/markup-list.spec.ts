import { expect, test, type APIRequestContext } from '@playwright/test';
import { expect422, merchantAccountsByName } from '../support/api';
import { bearer, demo } from '../support/demo';

const asDemo = bearer(demo.demoStoreKey);
const asOther = bearer(demo.otherCompanyKey);

const accounts = (request: APIRequestContext, headers = asDemo) => merchantAccountsByName(request, headers);

test.describe('GET /v2/account/markups', () => {
  test("lists the organization's rules and filters them", async ({ request }) => {
    const { 'Demo Store Online': online } = await accounts(request);
    const all = (await (await request.get('/api/v2/account/markups', { headers: asDemo })).json()).data;
    // Browser tests running beside this one may add rules, so the seeded ones are checked as a subset.
    const ids = (rules: { id: number }[]) => rules.map((rule) => rule.id);
    const seeded = all.filter((rule: { account_id: number }) => rule.account_id === online);
    expect(
      seeded.map((rule: { product: string; payment_method: string }) => `${rule.product}/${rule.payment_method}`),
    ).toEqual(expect.arrayContaining(['payin/billet', 'payin/pix', 'payout/pix']));

    const byAccount = (
      await (await request.get(`/api/v2/account/markups?account_id=${online}`, { headers: asDemo })).json()
    ).data;
    expect(byAccount.every((rule: { account_id: number }) => rule.account_id === online)).toBe(true);
    expect(ids(byAccount)).toEqual(expect.arrayContaining(ids(seeded)));
    const payinPix = (
      await (
        await request.get(`/api/v2/account/markups?account_id=${online}&product=payin&payment_method=pix&type=global`, {
          headers: asDemo,
        })
      ).json()
    ).data;
    expect(payinPix).toHaveLength(1);
    expect(payinPix[0]).toMatchObject({ mode: 'percent', amount: 1.5, min_charge_value: 0.5, max_charge_value: 10 });
    const byId = (await (await request.get(`/api/v2/account/markups?id=${payinPix[0].id}`, { headers: asDemo })).json())
      .data;
    expect(byId.map((rule: { id: number }) => rule.id)).toEqual([payinPix[0].id]);
    const byParent = (
      await (
        await request.get(`/api/v2/account/markups?parent_id=${payinPix[0].parent_id}`, { headers: asDemo })
      ).json()
    ).data;
    expect(ids(byParent)).toEqual(expect.arrayContaining(ids(all)));
  });

  test('validates its filters', async ({ request }) => {
    for (const [query, field] of [
      ['account_id=1&parent_id=1', 'parent_id'],
      ['account_id=0', 'account_id'],
      ['parent_id=-1', 'parent_id'],
      ['id=abc', 'id'],
      ['product=refund', 'product'],
      ['payment_method=boleto', 'payment_method'],
      ['type=local', 'type'],
    ] as const) {
      await expect422(await request.get(`/api/v2/account/markups?${query}`, { headers: asDemo }), field);
    }
  });
});

test.describe('markup isolation', () => {
  test("another organization cannot list, patch or create rules for this one's accounts", async ({ request }) => {
    const { 'Demo Store Online': online } = await accounts(request);
    const ours = (await (await request.get('/api/v2/account/markups', { headers: asDemo })).json()).data as {
      id: number;
    }[];
    const theirs = (await (await request.get('/api/v2/account/markups', { headers: asOther })).json()).data as {
      id: number;
    }[];
    expect(theirs.map((rule) => rule.id)).not.toEqual(expect.arrayContaining([ours[0]?.id]));
    expect(
      (await (await request.get(`/api/v2/account/markups?account_id=${online}`, { headers: asOther })).json()).data,
    ).toEqual([]);
    expect(
      (await (await request.get(`/api/v2/account/markups?id=${ours[0]?.id}`, { headers: asOther })).json()).data,
    ).toEqual([]);

    const foreignPatch = await request.patch(`/api/v2/account/markup/${ours[0]?.id}`, {
      headers: asOther,
      data: { enabled: false },
    });
    const unknownPatch = await request.patch('/api/v2/account/markup/99999999', {
      headers: asOther,
      data: { enabled: false },
    });
    expect(foreignPatch.status()).toBe(404);
    expect(await foreignPatch.json()).toEqual(await unknownPatch.json());
    const stillEnabled = (
      await (await request.get(`/api/v2/account/markups?id=${ours[0]?.id}`, { headers: asDemo })).json()
    ).data[0];
    expect(stillEnabled.enabled).toBe(true);

    await expect422(
      await request.post('/api/v2/account/markup', {
        headers: asOther,
        data: {
          account_id: online,
          product: 'payin',
          payment_method: 'credit_card',
          type: 'global',
          mode: 'fixed',
          amount: 1,
        },
      }),
      'account_id',
    );
  });
});
