import { expect, test, type APIRequestContext } from '@playwright/test';
import { expect422 } from '../support/api';
import { bearer, demo, signedInContext } from '../support/demo';

const asDemo = bearer(demo.demoStoreKey);
const asOther = bearer(demo.otherCompanyKey);

async function accounts(request: APIRequestContext, headers = asDemo): Promise<Record<string, number>> {
  const { data } = await (await request.get('/api/v2/account/merchants', { headers })).json();
  return Object.fromEntries(data.map((account: { id: number; name: string }) => [account.name, account.id]));
}

test.describe('POST /v2/account/markup', () => {
  test('creates an enabled global rule, refuses a second enabled one for the same account, product and method', async ({
    request,
  }) => {
    const { 'Demo Store Marketplace': marketplace } = await accounts(request);
    const data = {
      account_id: marketplace,
      product: 'payin',
      payment_method: 'credit_card',
      type: 'global',
      mode: 'percent',
      amount: 2.49,
      min_charge_value: 0.5,
      max_charge_value: 25,
    };
    const created = await request.post('/api/v2/account/markup', { headers: asDemo, data });
    expect(created.status()).toBe(201);
    const rule = await created.json();
    expect(rule).toMatchObject({
      product: 'payin',
      payment_method: 'credit_card',
      account_id: marketplace,
      type: 'global',
      mode: 'percent',
      amount: 2.49,
      min_charge_value: 0.5,
      max_charge_value: 25,
      enabled: true,
    });
    expect(rule.id).toBeGreaterThan(0);
    expect(rule.parent_id).toBeGreaterThan(0);
    expect(Date.parse(rule.created_at)).not.toBeNaN();

    await expect422(
      await request.post('/api/v2/account/markup', {
        headers: asDemo,
        data: { ...data, mode: 'fixed', amount: 1, min_charge_value: undefined, max_charge_value: undefined },
      }),
      'payment_method',
    );

    // A disabled rule does not count.
    expect(
      (
        await request.patch(`/api/v2/account/markup/${rule.id}`, { headers: asDemo, data: { enabled: false } })
      ).status(),
    ).toBe(200);
    const second = await request.post('/api/v2/account/markup', { headers: asDemo, data: { ...data, amount: 1.99 } });
    expect(second.status()).toBe(201);
    // …but enabling the first again would make two.
    await expect422(
      await request.patch(`/api/v2/account/markup/${rule.id}`, { headers: asDemo, data: { enabled: true } }),
      'payment_method',
    );
  });

  test('fixed mode keeps min and max null', async ({ request }) => {
    const { 'Demo Store Marketplace': marketplace } = await accounts(request);
    const created = await request.post('/api/v2/account/markup', {
      headers: asDemo,
      data: {
        account_id: marketplace,
        product: 'payout',
        payment_method: 'billet',
        type: 'global',
        mode: 'fixed',
        amount: 3.5,
      },
    });
    expect(created.status()).toBe(201);
    expect(await created.json()).toMatchObject({
      mode: 'fixed',
      amount: 3.5,
      min_charge_value: null,
      max_charge_value: null,
    });
  });

  test('every markup rule is a 422 keyed by its field', async ({ request }) => {
    const { 'Demo Store Marketplace': marketplace } = await accounts(request);
    const { 'Other Company': foreignAccount } = await accounts(request, asOther);
    const base = {
      account_id: marketplace,
      product: 'payout',
      payment_method: 'credit_card',
      type: 'global',
      mode: 'fixed',
      amount: 1,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ mode: undefined }, 'mode'],
      [{ mode: 'flat' }, 'mode'],
      [{ amount: undefined }, 'amount'],
      [{ amount: 0 }, 'amount'],
      [{ amount: 0.001 }, 'amount'],
      [{ amount: '1.00' }, 'amount'],
      [{ mode: 'percent', amount: 1 }, 'min_charge_value'],
      [{ mode: 'percent', amount: 1, min_charge_value: 0.001 }, 'min_charge_value'],
      [{ mode: 'percent', amount: 101, min_charge_value: 1 }, 'amount'],
      [{ min_charge_value: 1 }, 'min_charge_value'],
      [{ max_charge_value: 5 }, 'max_charge_value'],
      [{ mode: 'percent', amount: 1, min_charge_value: 5, max_charge_value: 4.99 }, 'max_charge_value'],
      [{ product: 'refund' }, 'product'],
      [{ product: undefined }, 'product'],
      [{ payment_method: 'boleto' }, 'payment_method'],
      [{ type: 'local' }, 'type'],
      [{ type: undefined }, 'type'],
      [{ account_id: undefined }, 'account_id'],
      [{ account_id: 0 }, 'account_id'],
      [{ account_id: foreignAccount }, 'account_id'],
      [{ account_id: 99_999_999 }, 'account_id'],
      [{ parent_id: 0 }, 'parent_id'],
      [{ parent_id: 99_999_999 }, 'parent_id'],
    ];
    for (const [override, field] of cases) {
      await test.step(`${JSON.stringify(override)} → ${field}`, async () => {
        await expect422(
          await request.post('/api/v2/account/markup', { headers: asDemo, data: { ...base, ...override } }),
          field,
        );
      });
    }
    const listed = await (
      await request.get(`/api/v2/account/markups?account_id=${marketplace}&product=payout&payment_method=credit_card`, {
        headers: asDemo,
      })
    ).json();
    expect(listed.data).toEqual([]);
  });
});

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

test.describe('PATCH /v2/account/markup/{markupId}', () => {
  test('rules 1–5, including the percent → fixed reset', async ({ request }) => {
    const { 'Demo Store Marketplace': marketplace } = await accounts(request);
    const rule = await (
      await request.post('/api/v2/account/markup', {
        headers: asDemo,
        data: {
          account_id: marketplace,
          product: 'payout',
          payment_method: 'pix',
          type: 'global',
          mode: 'percent',
          amount: 1,
          min_charge_value: 0.2,
          max_charge_value: 5,
        },
      })
    ).json();
    const patch = (data: Record<string, unknown>) =>
      request.patch(`/api/v2/account/markup/${rule.id}`, { headers: asDemo, data });

    // 5: enabled alone is valid.
    const disabled = await patch({ enabled: false });
    expect(disabled.status()).toBe(200);
    expect(await disabled.json()).toMatchObject({ enabled: false, mode: 'percent', amount: 1 });
    // 1: amounts need a mode.
    await expect422(await patch({ amount: 2 }), 'mode');
    await expect422(await patch({ max_charge_value: 9 }), 'mode');
    // 2: fixed takes no min or max.
    await expect422(await patch({ mode: 'fixed', amount: 1, min_charge_value: 1 }), 'min_charge_value');
    await expect422(await patch({ mode: 'fixed', amount: 1, max_charge_value: 1 }), 'max_charge_value');
    // 3: percent needs min, and max ≥ min.
    await expect422(await patch({ mode: 'percent', amount: 2 }), 'min_charge_value');
    await expect422(
      await patch({ mode: 'percent', amount: 2, min_charge_value: 3, max_charge_value: 2 }),
      'max_charge_value',
    );
    await expect422(await patch({ mode: 'flat' }), 'mode');
    await expect422(await patch({ enabled: 'yes' }), 'enabled');

    const percent = await patch({ mode: 'percent', amount: 2.25, min_charge_value: 0.3 });
    expect(await percent.json()).toMatchObject({
      mode: 'percent',
      amount: 2.25,
      min_charge_value: 0.3,
      max_charge_value: 5,
    });
    // 4: percent → fixed resets min and max to null.
    const fixed = await patch({ mode: 'fixed', amount: 4 });
    expect(fixed.status()).toBe(200);
    expect(await fixed.json()).toMatchObject({
      mode: 'fixed',
      amount: 4,
      min_charge_value: null,
      max_charge_value: null,
      enabled: false,
    });

    expect(
      (await request.patch('/api/v2/account/markup/99999999', { headers: asDemo, data: { enabled: true } })).status(),
    ).toBe(404);
    expect(
      (await request.patch('/api/v2/account/markup/abc', { headers: asDemo, data: { enabled: true } })).status(),
    ).toBe(404);
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

test.describe('PATCH /v2/account/merchants/{id}', () => {
  test('switches enable_markup; foreign accounts are 404; view users cannot', async ({ request, baseURL }) => {
    const { 'Demo Store Marketplace': marketplace } = await accounts(request);
    const { 'Other Company': foreignAccount } = await accounts(request, asOther);
    const on = await request.patch(`/api/v2/account/merchants/${marketplace}`, {
      headers: asDemo,
      data: { enable_markup: true },
    });
    expect(on.status()).toBe(200);
    expect(await on.json()).toMatchObject({ id: marketplace, enable_markup: true });
    const listed = (await (await request.get('/api/v2/account/merchants', { headers: asDemo })).json()).data;
    expect(listed.find((account: { id: number }) => account.id === marketplace).enable_markup).toBe(true);
    expect(
      (
        await (
          await request.patch(`/api/v2/account/merchants/${marketplace}`, {
            headers: asDemo,
            data: { enable_markup: false },
          })
        ).json()
      ).enable_markup,
    ).toBe(false);

    expect(
      (
        await request.patch(`/api/v2/account/merchants/${foreignAccount}`, {
          headers: asDemo,
          data: { enable_markup: true },
        })
      ).status(),
    ).toBe(404);
    await expect422(
      await request.patch(`/api/v2/account/merchants/${marketplace}`, {
        headers: asDemo,
        data: { enable_markup: 'yes' },
      }),
      'enable_markup',
    );

    const viewer = await signedInContext(baseURL!, demo.viewer);
    expect(
      (await viewer.patch(`/api/v2/account/merchants/${marketplace}`, { data: { enable_markup: true } })).status(),
    ).toBe(403);
    await viewer.dispose();
  });
});
