import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { apiKeyNames, demoStoreKey } from '../support/api';
import { demo, signedInContext } from '../support/demo';

/** Cross-origin writes, as a browser or a client meets them over HTTP. */

let baseURL: string;
let admin: APIRequestContext;
/** The same session, from a context that sends no Origin (Playwright sends no Sec-Fetch-Site either). */
let bare: APIRequestContext;
let asKey: Record<string, string>;

test.beforeAll(async ({}, testInfo) => {
  baseURL = testInfo.project.use.baseURL!;
  admin = await signedInContext(baseURL, demo.admin);
  bare = await playwrightRequest.newContext({ baseURL, storageState: await admin.storageState() });
  asKey = (await demoStoreKey(baseURL, 'web-security')).headers;
});

test.afterAll(async () => {
  await admin.dispose();
  await bare.dispose();
});

const keyNames = () => apiKeyNames(admin);

test.describe('cookie-authenticated writes', () => {
  test('need our Origin or Sec-Fetch-Site: same-origin; a foreign or missing one is 403 {message}', async () => {
    const refusals: APIResponse[] = [
      await bare.post('/api/v2/account/api-keys', { data: { name: 'csrf-none' } }),
      await bare.post('/api/v2/account/api-keys', {
        headers: { origin: 'https://evil.example' },
        data: { name: 'csrf-foreign' },
      }),
      await bare.post('/api/v2/account/api-keys', { headers: { origin: 'null' }, data: { name: 'csrf-null' } }),
      await bare.post('/api/v2/account/api-keys', {
        headers: { origin: `${baseURL}.evil.example` },
        data: { name: 'csrf-lookalike' },
      }),
      await bare.post('/api/v2/account/api-keys', {
        headers: { 'sec-fetch-site': 'same-site' },
        data: { name: 'csrf-sibling' },
      }),
      await bare.delete('/api/v2/account/api-keys/1', { headers: { origin: 'https://evil.example' } }),
      await bare.patch('/api/v2/account/merchants/1', {
        headers: { origin: 'https://evil.example' },
        data: { enable_markup: true },
      }),
    ];
    for (const response of refusals) {
      expect(response.status()).toBe(403);
      expect(await response.json()).toEqual({ message: expect.stringContaining('must come from this site') });
      expect(response.headers()['cache-control']).toBe('no-store');
    }
    expect((await keyNames()).filter((name) => name.startsWith('csrf-'))).toEqual([]);
    // Reads are not writes: the same bare context still reads.
    expect((await bare.get('/api/v2/account/api-keys')).status()).toBe(200);
  });

  test('are refused in the endpoint’s own error shape', async () => {
    const cancel = await bare.delete('/api/v1/payin/payments/1/request-cancel', {
      headers: { origin: 'https://evil.example' },
      data: { cashInId: '1' },
    });
    expect(cancel.status()).toBe(403);
    expect(await cancel.json()).toEqual({ status: false, message: expect.any(String) });
    const webhook = await bare.post('/api/v2/register/companies/webhooks', {
      headers: { origin: 'https://evil.example' },
      data: { event: 'onboarding', url: 'https://example.com/x' },
    });
    expect(webhook.status()).toBe(403);
    expect(await webhook.json()).toEqual({ success: false, error: { code: 'forbidden', message: expect.any(String) } });
  });

  test('from our own origin, or with Sec-Fetch-Site: same-origin, go through', async () => {
    const byOrigin = await bare.post('/api/v2/account/api-keys', {
      headers: { origin: new URL(baseURL).origin },
      data: { name: 'same-origin-by-origin' },
    });
    expect(byOrigin.status()).toBe(201);
    const byFetchSite = await bare.post('/api/v2/account/api-keys', {
      headers: { 'sec-fetch-site': 'same-origin' },
      data: { name: 'same-origin-by-fetch-site' },
    });
    expect(byFetchSite.status()).toBe(201);
    for (const { id } of [await byOrigin.json(), await byFetchSite.json()])
      expect((await admin.delete(`/api/v2/account/api-keys/${id}`)).status()).toBe(200);
  });

  test('with a Bearer key need no Origin at all', async () => {
    const { data } = await (await bare.get('/api/v2/account/merchants', { headers: asKey })).json();
    const response = await bare.patch(`/api/v2/account/merchants/${data[0].id}`, {
      headers: { ...asKey, origin: 'https://evil.example' },
      data: { enable_markup: data[0].enable_markup },
    });
    expect(response.status()).toBe(200);
  });

  test('sign-in and sign-out from another origin are refused', async () => {
    const visitor = await playwrightRequest.newContext({ baseURL });
    try {
      const { csrfToken } = await (await visitor.get('/api/auth/csrf')).json();
      const form = { csrfToken, email: demo.admin, password: demo.password, json: 'true' };
      for (const headers of [{ origin: 'https://evil.example' }, {}] as Record<string, string>[]) {
        const forged = await visitor.post('/api/auth/callback/credentials', { headers, form, maxRedirects: 0 });
        expect(forged.status()).toBe(403);
        expect(await visitor.get('/api/auth/session').then((r) => r.json())).toEqual({});
      }
      const signOut = await bare.post('/api/auth/signout', {
        headers: { origin: 'https://evil.example' },
        form: { csrfToken, json: 'true' },
        maxRedirects: 0,
      });
      expect(signOut.status()).toBe(403);
      expect((await (await bare.get('/api/auth/session')).json()).user?.email).toBe(demo.admin);
    } finally {
      await visitor.dispose();
    }
  });
});
