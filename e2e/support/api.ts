import { createHash } from 'node:crypto';
import { expect, request, type APIResponse } from '@playwright/test';
import { bearer, demo, signedInContext } from './demo';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any member of a JSON answer
export type Json = Record<string, any>;

/** The digest of the callbacks' signatures (docs/webhooks.md) (lowercase hex). */
export const sha256hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** An invoice or code no other test run has used. */
export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A deep copy with the dotted path set; `undefined` deletes the member. */
/** A date `days` from today, `YYYY-MM-DD` (UTC). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A valid pix charge for `merchantId`, expiring in two days; `overrides` replace top-level fields. */
export function pixChargeBody(merchantId: number, overrides: Json = {}): Json {
  return {
    merchant_id: merchantId,
    invoice: unique('pix'),
    payment_method: 'pix',
    amount: 1000,
    currency: 'BRL',
    country: 'BR',
    buyer: { name: 'Bruno Dias', email: 'bruno@example.com', document: { type: 'CPF', number: '11144477735' } },
    pix: { expire_date: `${daysFromNow(2)}T12:00:00` },
    ...overrides,
  };
}

/** A valid PIX payout for `merchantId`; `overrides` replace top-level fields. */
export function pixPayoutBody(merchantId: number, overrides: Json = {}): Json {
  return {
    merchant_id: merchantId,
    payment_method: 'PIX',
    invoice: unique('payout'),
    currency: 'BRL',
    amount: 10,
    country: 'BR',
    beneficiary: {
      name: 'Ana Souza',
      document: { type: 'CPF', number: '52998224725' },
      pix: { key: 'ana@example.com', key_type: 'EMAIL' },
    },
    ...overrides,
  };
}

export function withValue(body: Json, path: string, value: unknown): Json {
  const copy = structuredClone(body);
  const keys = path.split('.');
  const parent = keys.slice(0, -1).reduce((node, name) => node[name], copy);
  if (value === undefined) delete parent[keys.at(-1)!];
  else parent[keys.at(-1)!] = value;
  return copy;
}

/** A 422 in the `{message, errors}` validation shape (docs/api.md) with an error under `field`; returns the body. */
export async function expect422(response: APIResponse, field: string): Promise<Json> {
  expect(response.status(), `422 on ${field}`).toBe(422);
  const body = await response.json();
  expect(typeof body.message).toBe('string');
  expect(Object.keys(body.errors), `error keys for ${field}`).toContain(field);
  return body;
}

/**
 * A fresh Demo Store API key (so a spec file's many requests do not spend the shared demo key's rate limit)
 * and the organization's accounts by name.
 */
/** The seeded Demo Store merchant accounts, by name. */
export type DemoAccounts = Record<'Demo Store Online' | 'Demo Store Marketplace', number>;

export async function demoStoreKey(
  baseURL: string,
  name: string,
): Promise<{ key: string; headers: Record<string, string>; accounts: DemoAccounts }> {
  const admin = await signedInContext(baseURL, demo.admin);
  const { key } = await (await admin.post('/api/v2/account/api-keys', { data: { name } })).json();
  await admin.dispose();
  const api = await request.newContext({ baseURL });
  const { data } = await (await api.get('/api/v2/account/merchants', { headers: bearer(key) })).json();
  await api.dispose();
  const byName: Record<string, number> = Object.fromEntries(
    data.map((account: { id: number; name: string }) => [account.name, account.id]),
  );
  const online = byName['Demo Store Online'];
  const marketplace = byName['Demo Store Marketplace'];
  if (online === undefined || marketplace === undefined)
    throw new Error(`Demo Store lacks its seeded accounts: ${Object.keys(byName).join(', ')}`);
  return {
    key,
    headers: bearer(key),
    accounts: { 'Demo Store Online': online, 'Demo Store Marketplace': marketplace },
  };
}

/**
 * A fresh live key of Other Company and its merchant account. Live keys are issued there, never in Demo Store:
 * an organization with a live key opens its dashboard in live mode, and the other specs read Demo Store in test mode.
 */
export async function otherCompanyLiveKey(
  baseURL: string,
  name: string,
): Promise<{ id: number; key: string; headers: Record<string, string>; account: number; revoke: () => Promise<void> }> {
  const admin = await signedInContext(baseURL, demo.otherAdmin);
  const created = await admin.post('/api/v2/account/api-keys', { data: { name, mode: 'live' } });
  expect(created.status()).toBe(201);
  const { id, key } = await created.json();
  const api = await request.newContext({ baseURL });
  const { data } = await (await api.get('/api/v2/account/merchants', { headers: bearer(key) })).json();
  await api.dispose();
  const revoke = async () => {
    expect((await admin.delete(`/api/v2/account/api-keys/${id}`)).status()).toBeLessThan(300);
    await admin.dispose();
  };
  return { id, key, headers: bearer(key), account: data[0].id, revoke };
}
