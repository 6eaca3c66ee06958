import { createHash } from 'node:crypto';
import { expect, request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { bearer, demo, signedInContext } from './demo';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any member of a JSON answer
export type Json = Record<string, any>;

/** The digest of the callbacks' signatures (docs/webhooks.md) (lowercase hex). */
export const sha256hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** A timestamp as the payin and payout APIs write it: UTC with microseconds. */
export const MICROSECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** An invoice or code no other test run has used. */
export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

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

/** A valid boleto charge for `merchantId`, expiring in a week; `overrides` replace top-level fields. */
export function boletoChargeBody(merchantId: number, overrides: Json = {}): Json {
  return {
    merchant_id: merchantId,
    invoice: unique('boleto'),
    notification_url: null,
    payment_method: 'boleto',
    amount: 15000,
    currency: 'BRL',
    country: 'BR',
    description: 'Order 42',
    buyer: {
      name: 'Ana Souza',
      email: 'ana@example.com',
      document: { type: 'CPF', number: '52998224725' },
      address: {
        street: 'Avenida Paulista',
        number: '1000',
        complement: 'Sala 1',
        zipcode: '01310100',
        city: 'São Paulo',
        district: 'Bela Vista',
        state_code: 'SP',
      },
    },
    originator_legal_entity: { name: 'Loja Exemplo Ltda', document: '11222333000181', helpdesk: 'help@loja.example' },
    boleto: { expire_date: daysFromNow(7) },
    ...overrides,
  };
}

/**
 * The payin requests the payin specs make, sent by default with `asDemo()`: the spec file's own Demo Store key,
 * read at each call because the file's beforeAll issues it.
 */
export function payinRequests(asDemo: () => Record<string, string>) {
  const create = (request: APIRequestContext, body: Json, headers = asDemo()) =>
    request.post('/api/v2/payin/payments', { headers, data: body });

  async function findSeeded(request: APIRequestContext, invoice: string): Promise<Json> {
    const listed = await (await request.get(`/api/v2/payin/payments?invoice=${invoice}`, { headers: asDemo() })).json();
    expect(listed.data, `seeded charge ${invoice}`).toHaveLength(1);
    return listed.data[0];
  }

  const cancel = (
    request: APIRequestContext,
    id: number | string,
    body: unknown = { cashInId: String(id) },
    headers = asDemo(),
  ) => request.delete(`/api/v1/payin/payments/${id}/request-cancel`, { headers, data: body });

  return { create, findSeeded, cancel };
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

/** The account-opening requests (onboarding). */
export const COMPANIES_PATH = '/api/v2/register/companies';
/** Onboarding's timestamps: UTC with milliseconds. */
export const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const COMPANY_NOT_FOUND = { error: 'Account opening request not found.' };
/** A well-formed id that no request has. */
export const UNKNOWN_COMPANY_ID = '3f0b8a52-6c1e-4d7a-9b2f-5e8c1d4a7b90';

/** A valid account-opening request with two contacts; `overrides` replace fields of `company`. */
export function companyBody(overrides: Json = {}): Json {
  return {
    company: {
      legal_name: 'Padaria Pão Quente Ltda',
      trade_name: 'Padaria Pão Quente',
      tax_id: '11222333000181',
      contacts: [
        {
          name: 'Ana Souza',
          email: 'ana@example.com',
          phone: '+5511987654321',
          tax_id: '52998224725',
          role: 'legal_representative',
        },
        {
          name: 'Bruno Lima',
          email: 'bruno@example.com',
          phone: '+551133334444',
          tax_id: '11144477735',
          role: 'financial',
        },
      ],
      address: [
        {
          city: 'São Paulo',
          state: 'SP',
          country: 'BR',
          zip_code: '01310100',
          street: 'Avenida Paulista',
          number: '1000',
          complement: 'Sala 12',
        },
      ],
      ...overrides,
    },
  };
}

/**
 * The account-opening requests the onboarding specs make, sent by default with `asDemo()`: the spec file's own Demo
 * Store key, read at each call because the file's beforeAll issues it.
 */
export function onboardingRequests(asDemo: () => Record<string, string>) {
  const create = (request: APIRequestContext, body: Json = companyBody(), headers = asDemo()) =>
    request.post(COMPANIES_PATH, { headers, data: body });
  const createdId = async (request: APIRequestContext, body?: Json) =>
    (await (await create(request, body)).json()).id as string;
  return { create, createdId };
}

/** Moves an account-opening request as `operator()`, a platform operator's session. */
export const companyTransition = (operator: () => APIRequestContext) => (id: string, status: string, reason?: string) =>
  operator().post(`${COMPANIES_PATH}/${id}/transition`, { data: { status, ...(reason ? { reason } : {}) } });

/** A deep copy with the dotted path set; `undefined` deletes the member. */
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

/** The merchant accounts `headers`' key sees: id by name. */
export async function merchantAccountsByName(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<Record<string, number>> {
  const { data } = await (await request.get('/api/v2/account/merchants', { headers })).json();
  return Object.fromEntries(data.map((account: { id: number; name: string }) => [account.name, account.id]));
}

/** The names of the organization's API keys, as `session`, an admin's signed-in context, lists them. */
export const apiKeyNames = async (session: APIRequestContext) =>
  ((await (await session.get('/api/v2/account/api-keys')).json()).data as { name: string }[]).map((key) => key.name);

/** The seeded Demo Store merchant accounts, by name. */
export type DemoAccounts = Record<'Demo Store Online' | 'Demo Store Marketplace', number>;

/**
 * A fresh Demo Store API key (so a spec file's many requests do not spend the shared demo key's rate limit)
 * and the organization's accounts by name.
 */
export async function demoStoreKey(
  baseURL: string,
  name: string,
): Promise<{ key: string; headers: Record<string, string>; accounts: DemoAccounts }> {
  const admin = await signedInContext(baseURL, demo.admin);
  const { key } = await (await admin.post('/api/v2/account/api-keys', { data: { name } })).json();
  await admin.dispose();
  const api = await request.newContext({ baseURL });
  const byName = await merchantAccountsByName(api, bearer(key));
  await api.dispose();
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
