import http from 'node:http';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { demoStoreKey } from '../support/api';
import { bearer, demo, signedInContext } from '../support/demo';

/** Security headers and odd methods, as a browser, a client or a scanner meets them over HTTP. */

let baseURL: string;
let admin: APIRequestContext;
let asKey: Record<string, string>;

test.beforeAll(async ({}, testInfo) => {
  baseURL = testInfo.project.use.baseURL!;
  admin = await signedInContext(baseURL, demo.admin);
  asKey = (await demoStoreKey(baseURL, 'web-security')).headers;
});

test.afterAll(async () => {
  await admin.dispose();
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
    common(await request.get('/docs/webhooks'), 'webhook guide');
    common(await request.get('/icon.svg'), 'icon');
    // Signed out, as a crawler is: the file itself, not the sign-in redirect; nothing of the app is to be indexed.
    const robots = await request.get('/robots.txt', { maxRedirects: 0 });
    common(robots, 'robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
  });

  test('the API reference and webhook guide pages run their scripts with the nonce', async ({ request }) => {
    for (const path of ['/docs', '/docs/webhooks']) {
      const docs = await request.get(path);
      const nonce = /'nonce-([^']+)'/.exec(docs.headers()['content-security-policy'] ?? '')![1]!;
      const scripts = (await docs.text()).match(/<script\b[^>]*>/g)!;
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
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
    '/docs/webhooks',
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
