import http from 'node:http';
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { demoStoreKey } from '../support/api';
import { bearer, demo, signedInContext } from '../support/demo';

/** Security headers, cross-origin writes, content types and odd methods, as a browser or a client meets them over HTTP. */

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

const keyNames = async () =>
  ((await (await admin.get('/api/v2/account/api-keys')).json()).data as { name: string }[]).map((key) => key.name);

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

test.describe('Content-Type', () => {
  const plain = (headers: Record<string, string>, text = '{"name":"x"}') => ({
    headers: { ...headers, 'content-type': 'text/plain' },
    data: Buffer.from(text),
  });

  test('a body not sent as application/json is 415, for keys too, in each endpoint’s shape', async ({ request }) => {
    const payin = await request.post('/api/v2/payin/payments', plain(asKey, '{"payment_method":"pix"}'));
    expect(payin.status()).toBe(415);
    expect(await payin.json()).toEqual({ message: 'The request body must be sent as Content-Type: application/json.' });

    const cancel = await request.delete('/api/v1/payin/payments/1/request-cancel', plain(asKey, '{"cashInId":"1"}'));
    expect(cancel.status()).toBe(415);
    expect(await cancel.json()).toEqual({ status: false, message: expect.any(String) });

    const qualification = await request.post(
      '/api/v1/payout/data-qualification',
      plain(asKey, '{"service_id":1,"data":[]}'),
    );
    expect(qualification.status()).toBe(415);
    expect(await qualification.json()).toMatchObject({
      message: expect.any(String),
      info: { errors: [expect.any(Object)], uploadSuccess: [], uploadChangeService: [] },
    });

    const webhook = await request.post('/api/v2/register/companies/webhooks', plain(asKey, '{"event":"onboarding"}'));
    expect(webhook.status()).toBe(415);
    expect(await webhook.json()).toEqual({
      success: false,
      error: { code: 'unsupported_media_type', message: expect.any(String) },
    });

    const markup = await request.post('/api/v2/account/markup', {
      headers: { ...asKey, 'content-type': 'application/json-seq' },
      data: Buffer.from('{}'),
    });
    expect(markup.status()).toBe(415);

    const session = await admin.post('/api/v2/account/api-keys', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: Buffer.from('name=form'),
    });
    expect(session.status()).toBe(415);
    expect(await keyNames()).not.toContain('form');
  });

  test('application/json with parameters is JSON, and a body-less write needs no type', async ({ request }) => {
    const { data } = await (await request.get('/api/v2/account/merchants', { headers: asKey })).json();
    const charset = await request.patch(`/api/v2/account/merchants/${data[0].id}`, {
      headers: { ...asKey, 'content-type': 'application/json; charset=utf-8' },
      data: Buffer.from(JSON.stringify({ enable_markup: data[0].enable_markup })),
    });
    expect(charset.status()).toBe(200);
    const created = await (await admin.post('/api/v2/account/api-keys', { data: { name: 'to revoke' } })).json();
    expect(
      (
        await admin.delete(`/api/v2/account/api-keys/${created.id}`, { headers: { 'content-type': 'text/plain' } })
      ).status(),
    ).toBe(200);
  });
});

test.describe('headers', () => {
  const common = (response: APIResponse, what: string) => {
    const headers = response.headers();
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], what).toBe('DENY');
  };

  async function staticAsset(request: APIRequestContext): Promise<string> {
    const html = await (await request.get('/sign-in')).text();
    const asset = /\/_next\/static\/[^"']+\.(?:js|css)/.exec(html)?.[0];
    expect(asset, 'a static asset in the sign-in page').toBeTruthy();
    return asset!;
  }

  test('every response: nosniff, a referrer policy, no framing; pages carry a CSP with a fresh nonce', async ({
    request,
  }) => {
    const page = await request.get('/sign-in');
    common(page, 'page');
    const policy = page.headers()['content-security-policy'];
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"])
      expect(policy).toContain(directive);
    expect(policy).not.toContain('unsafe-eval');
    const nonce = /'nonce-([^']+)'/.exec(policy ?? '')![1]!;
    const html = await page.text();
    expect(html).toContain(`nonce="${nonce}"`);
    // Every script in the page carries this response's nonce.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const again = (await request.get('/sign-in')).headers()['content-security-policy'];
    expect(again).not.toBe(policy);

    for (const path of ['/', '/payins', '/docs', `/pay/${'0'.repeat(32)}`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      common(response, path);
      expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }

    common(await request.get('/api/v2/account/merchants', { headers: asKey }), 'API');
    common(await request.get('/api/openapi.json'), 'openapi');
    common(await request.get('/api/nothing-here'), 'unknown API path');
    common(await request.get(await staticAsset(request)), 'static asset');
    common(await request.get('/docs/assets/swagger-ui-bundle.js'), 'docs asset');
    common(await request.get('/icon.svg'), 'icon');
    // Signed out, as a crawler is: the file itself, not the sign-in redirect; nothing of the app is to be indexed.
    const robots = await request.get('/robots.txt', { maxRedirects: 0 });
    common(robots, 'robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
  });

  test('the Swagger UI page runs its scripts with the nonce', async ({ request }) => {
    const docs = await request.get('/docs');
    const nonce = /'nonce-([^']+)'/.exec(docs.headers()['content-security-policy'] ?? '')![1]!;
    const scripts = (await docs.text()).match(/<script\b[^>]*>/g)!;
    expect(scripts).toHaveLength(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test('HSTS only when the request came over https (X-Forwarded-Proto), on pages, API and static files', async ({
    request,
  }) => {
    const https = { 'x-forwarded-proto': 'https' };
    const asset = await staticAsset(request);
    for (const [what, response] of [
      ['page', await request.get('/sign-in', { headers: https })],
      ['API', await request.get('/api/v2/account/merchants', { headers: { ...asKey, ...https } })],
      ['static', await request.get(asset, { headers: https })],
    ] as const) {
      expect(response.headers()['strict-transport-security'], what).toBe('max-age=31536000');
    }
    for (const response of [
      await request.get('/sign-in'),
      await request.get('/api/v2/account/merchants', { headers: asKey }),
      await request.get(asset),
    ]) {
      expect(response.headers()['strict-transport-security']).toBeUndefined();
    }
  });

  test('authenticated API answers are never cached: success and error, key and session', async ({ request }) => {
    const responses = [
      await request.get('/api/v2/account/merchants', { headers: asKey }),
      await request.get('/api/v2/payin/payments/999999999', { headers: asKey }),
      await request.get('/api/v2/account/merchants', { headers: bearer('sk_test_' + 'Z'.repeat(32)) }),
      await request.get('/api/v2/payin/payments?per_page=1000', { headers: asKey }),
      await admin.get('/api/v2/account/api-keys'),
      await admin.get('/api/v2/overview'),
    ];
    expect(responses.map((response) => response.status())).toEqual([200, 404, 401, 422, 200, 200]);
    for (const response of responses) expect(response.headers()['cache-control']).toBe('no-store');
  });
});

/** fetch (and Playwright) refuse to send TRACE: a raw request, as a scanner would send it. */
function rawRequest(method: string, path: string): Promise<number> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
    req.end();
  });
}

test('TRACE is 405 on pages, API routes and files, never a 500; other unknown methods are never a 500 either', async () => {
  for (const path of [
    '/',
    '/sign-in',
    '/payins',
    '/docs',
    '/docs/assets/init.js',
    `/pay/${'0'.repeat(32)}`,
    `/pay/${'0'.repeat(32)}/simulate`,
    '/api/v2/account/merchants',
    '/api/auth/session',
    '/api/nothing-here',
    '/api/openapi.json',
    '/icon.svg',
  ]) {
    expect(await rawRequest('TRACE', path), `TRACE ${path}`).toBe(405);
    // Node's parser refuses TRACK (400); PROPFIND reaches Next.js, which refuses it (or sends a signed-out visitor to sign in).
    for (const method of ['TRACK', 'PROPFIND'])
      expect(await rawRequest(method, path), `${method} ${path}`).toBeLessThan(500);
  }
});
