import { expect, type APIRequestContext } from '@playwright/test';
import { type Json, pixChargeBody } from './api';

/**
 * Ledger data over HTTP for the balance and statement specs. Each spec opens merchant accounts of its own, whose
 * ledgers no other spec moves, and books money into them the way a merchant's buyers do: a pix charge the sandbox
 * pays and credits, which posts payin_paid (into pending) and payin_credited (pending to available).
 */

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
