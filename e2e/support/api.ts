import { createHash } from 'node:crypto';
import { expect, request, type APIResponse } from '@playwright/test';
import { bearer, demo, signedInContext } from './demo';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

/** The digest of the spec's signatures (lowercase hex). */
export const sha256hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** An invoice or code no other test run has used. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A deep copy with the dotted path set; `undefined` deletes the member. */
export function withValue(body: Json, path: string, value: unknown): Json {
  const copy = structuredClone(body);
  const keys = path.split('.');
  const parent = keys.slice(0, -1).reduce((node, name) => node[name], copy);
  if (value === undefined) delete parent[keys.at(-1)!];
  else parent[keys.at(-1)!] = value;
  return copy;
}

/** A 422 in the spec's `{message, errors}` shape with an error under `field`; returns the body. */
export async function expect422(response: APIResponse, field: string): Promise<Json> {
  expect(response.status(), `422 on ${field}`).toBe(422);
  const body = await response.json();
  expect(typeof body.message).toBe('string');
  expect(Object.keys(body.errors), `error keys for ${field}`).toContain(field);
  return body;
}

/**
 * A fresh Demo Store API key (so a spec's many requests do not spend the shared demo key's rate limit)
 * and the organization's accounts by name.
 */
export async function demoStoreKey(baseURL: string, name: string): Promise<{ key: string; headers: Record<string, string>; accounts: Record<string, number> }> {
  const admin = await signedInContext(baseURL, demo.admin);
  const { key } = await (await admin.post('/api/v2/account/api-keys', { data: { name } })).json();
  await admin.dispose();
  const api = await request.newContext({ baseURL });
  const { data } = await (await api.get('/api/v2/account/merchants', { headers: bearer(key) })).json();
  await api.dispose();
  return { key, headers: bearer(key), accounts: Object.fromEntries(data.map((account: { id: number; name: string }) => [account.name, account.id])) };
}

/**
 * A fresh live key of Other Company and its merchant account. Live keys are issued there, never in Demo Store:
 * an organization with a live key opens its dashboard in live mode, and the other specs read Demo Store in test mode.
 */
export async function otherCompanyLiveKey(baseURL: string, name: string): Promise<{ id: number; key: string; headers: Record<string, string>; account: number; revoke: () => Promise<void> }> {
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
