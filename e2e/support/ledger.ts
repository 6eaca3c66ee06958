import { expect, request, type APIRequestContext } from '@playwright/test';
import { COMPANIES_PATH, companyBody, type Json, pixChargeBody, unique } from './api';
import { bearer, demo, signedInContext } from './demo';

/**
 * Ledger data over HTTP for the balance and statement specs. Each spec opens merchant accounts of its own, whose
 * ledgers no other spec moves, and books money into them the way a merchant's buyers do: a pix charge the sandbox
 * pays and credits, which posts payin_paid (into pending) and payin_credited (pending to available).
 */

/**
 * A new Demo Store merchant account with an empty ledger: an account-opening request sent with `key`, moved to
 * active by the operator, which opens the account.
 */
export async function openDemoStoreMerchant(baseURL: string, key: string): Promise<number> {
  const api = await request.newContext({ baseURL });
  const operator = await signedInContext(baseURL, demo.operator);
  try {
    const body = companyBody({ trade_name: unique('Statement merchant') });
    const { id } = await (await api.post(COMPANIES_PATH, { headers: bearer(key), data: body })).json();
    const move = async (status: string) => {
      const moved = await operator.post(`${COMPANIES_PATH}/${id}/transition`, { data: { status } });
      expect(moved.status(), await moved.text()).toBe(200);
      return moved.json();
    };
    await move('due_diligence_review');
    const { account_id } = await move('active');
    expect(account_id, 'the activation opened an account').toEqual(expect.any(Number));
    return account_id as number;
  } finally {
    await Promise.all([api.dispose(), operator.dispose()]);
  }
}

/** A pix charge of `cents` on the merchant account, paid, and then credited unless `credit` is false. */
export async function paidCharge(
  api: APIRequestContext,
  headers: Record<string, string>,
  merchantId: number,
  cents: number,
  { credit = true }: { credit?: boolean } = {},
): Promise<Json> {
  const created = await api.post('/api/v2/payin/payments', {
    headers,
    data: pixChargeBody(merchantId, { amount: cents }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const charge = await created.json();
  for (const action of credit ? ['pay', 'credit'] : ['pay']) {
    const simulated = await api.post(`/api/v2/sandbox/payin/payments/${charge.id}/simulate`, {
      headers,
      data: { action },
    });
    expect(simulated.status(), await simulated.text()).toBe(200);
  }
  return charge;
}

/** The merchant account's statement, `query` added. */
export async function statementOf(
  api: APIRequestContext,
  headers: Record<string, string>,
  merchantId: number,
  query = '',
): Promise<Json> {
  const response = await api.get(`/api/v2/account/${merchantId}/statement?${query}`, { headers });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}
