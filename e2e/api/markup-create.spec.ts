import { expect, test, type APIRequestContext } from '@playwright/test';
import { expect422, merchantAccountsByName } from '../support/api';
import { bearer, demo } from '../support/demo';

const asDemo = bearer(demo.demoStoreKey);
const asOther = bearer(demo.otherCompanyKey);

const accounts = (request: APIRequestContext, headers = asDemo) => merchantAccountsByName(request, headers);

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
        product: 'payin',
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
      payment_method: 'pix',
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
      // Payouts are paid by PIX: a payout rule for another method could never apply.
      [{ payment_method: 'billet' }, 'payment_method'],
      [{ payment_method: 'credit_card' }, 'payment_method'],
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
    for (const method of ['billet', 'credit_card']) {
      const path = `/api/v2/account/markups?account_id=${marketplace}&product=payout&payment_method=${method}`;
      expect((await (await request.get(path, { headers: asDemo })).json()).data).toEqual([]);
    }
  });
});
