import { expect, request, type APIRequestContext } from '@playwright/test';
import { COMPANIES_PATH, companyBody, type Json, unique } from './api';
import { bearer, demo, signedInContext } from './demo';

/**
 * Money for the specs that create payouts, which reserve amount + markup from the merchant's available balance
 * (docs/decisions.md, "Funding a balance"). Each spec funds what it spends, through the same routes a person uses:
 * the sandbox top-up of a Demo Store admin in test mode, or an operator's adjustment (with its reason) in live mode.
 */

/**
 * Sandbox money into a Demo Store account's test-mode available balance, as the Demo Store admin; without a
 * `description` (null) the statement line is Payrail's own.
 */
export async function topUpDemoStore(
  baseURL: string,
  merchantId: number,
  cents: number,
  description: string | null = 'Funds for an e2e spec',
): Promise<Json> {
  const admin = await signedInContext(baseURL, demo.admin);
  try {
    const response = await admin.post('/api/v2/sandbox/top-ups', {
      headers: { 'idempotency-key': unique('top-up') },
      data: { merchant_id: merchantId, amount: cents, description },
    });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  } finally {
    await admin.dispose();
  }
}

/**
 * The platform operator signed in, acting on `organization` (chosen by name in the dashboard's organization switcher,
 * whose cookie the server checks) in live or test mode.
 */
export async function operatorActingOn(
  baseURL: string,
  organization: string,
  livemode: boolean,
): Promise<APIRequestContext> {
  const signedIn = await signedInContext(baseURL, demo.operator);
  const page = await (await signedIn.get('/')).text();
  const option = new RegExp(`<option[^>]*value="(\\d+)"[^>]*>${organization}</option>`).exec(page);
  if (!option) throw new Error(`the operator's organization switcher has no ${organization}`);
  const { cookies } = await signedIn.storageState();
  await signedIn.dispose();
  const host = new URL(baseURL).hostname;
  const selection = [
    { name: 'payrail_org', value: option[1]! },
    { name: 'payrail_mode', value: livemode ? 'live' : 'test' },
  ].map((cookie) => ({
    ...cookie,
    domain: host,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  }));
  return request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: new URL(baseURL).origin },
    storageState: { cookies: [...cookies, ...selection], origins: [] },
  });
}

/** An operator's adjustment of a merchant's available balance in `organization`, in live or test mode. */
export async function adjustAsOperator(
  baseURL: string,
  {
    organization,
    livemode,
    merchantId,
    cents,
    reason,
  }: {
    organization: string;
    livemode: boolean;
    merchantId: number;
    cents: number;
    reason: string;
  },
): Promise<Json> {
  const operator = await operatorActingOn(baseURL, organization, livemode);
  try {
    const response = await operator.post('/api/v2/account/adjustments', {
      headers: { 'idempotency-key': unique('adjustment') },
      data: { merchant_id: merchantId, amount: cents, reason },
    });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  } finally {
    await operator.dispose();
  }
}

/**
 * A new Demo Store merchant account with an empty balance: an account-opening request sent with `key`, moved to
 * active by the operator, which opens the account.
 */
export async function freshDemoStoreMerchant(baseURL: string, key: string): Promise<number> {
  const api = await request.newContext({ baseURL });
  const operator = await signedInContext(baseURL, demo.operator);
  try {
    const body = companyBody({ trade_name: unique('Fresh merchant') });
    const { id } = await (await api.post(COMPANIES_PATH, { headers: bearer(key), data: body })).json();
    expect(
      (
        await operator.post(`${COMPANIES_PATH}/${id}/transition`, { data: { status: 'due_diligence_review' } })
      ).status(),
    ).toBe(200);
    const active = await operator.post(`${COMPANIES_PATH}/${id}/transition`, { data: { status: 'active' } });
    expect(active.status(), await active.text()).toBe(200);
    const { account_id } = await active.json();
    expect(account_id, 'the activation opened an account').toEqual(expect.any(Number));
    return account_id as number;
  } finally {
    await Promise.all([api.dispose(), operator.dispose()]);
  }
}
