import { expect, test, type APIRequestContext } from '@playwright/test';
import { expect422, merchantAccountsByName } from '../support/api';
import { bearer, demo, signedInContext } from '../support/demo';

const asDemo = bearer(demo.demoStoreKey);
const asOther = bearer(demo.otherCompanyKey);

const accounts = (request: APIRequestContext, headers = asDemo) => merchantAccountsByName(request, headers);

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
