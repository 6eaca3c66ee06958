import { expect, test } from '@playwright/test';
import { demo, signedInContext } from '../support/demo';

test.describe('error contract over HTTP', () => {
  test('422 {message, errors} keyed by field', async ({ baseURL }) => {
    const admin = await signedInContext(baseURL!, demo.admin);
    const response = await admin.post('/api/v2/account/api-keys', { data: { name: '', mode: 'prod' } });
    expect(response.status()).toBe(422);
    const body = await response.json();
    expect(Object.keys(body.errors).sort()).toEqual(['mode', 'name']);
    expect(typeof body.message).toBe('string');
    await admin.dispose();
  });

  test('400 {message} for malformed JSON', async ({ baseURL }) => {
    const admin = await signedInContext(baseURL!, demo.admin);
    const response = await admin.post('/api/v2/account/api-keys', {
      headers: { 'content-type': 'application/json' },
      data: Buffer.from('{"name":'),
    });
    expect(response.status()).toBe(400);
    expect(Object.keys(await response.json())).toEqual(['message']);
    await admin.dispose();
  });

  test('413 for a body over the cap', async ({ baseURL }) => {
    const admin = await signedInContext(baseURL!, demo.admin);
    const response = await admin.post('/api/v2/account/api-keys', {
      data: { name: 'x', padding: 'x'.repeat(1_100_000) },
    });
    expect(response.status()).toBe(413);
    expect(Object.keys(await response.json())).toEqual(['message']);
    await admin.dispose();
  });

  test('404 in JSON for an unknown API path and an unknown id', async ({ request, baseURL }) => {
    const unknownPath = await request.get('/api/v2/does-not-exist');
    expect(unknownPath.status()).toBe(404);
    expect(await unknownPath.json()).toEqual({ message: 'Not Found.' });
    const admin = await signedInContext(baseURL!, demo.admin);
    for (const id of ['99999999', 'abc', '-1', '99999999999999999999']) {
      const response = await admin.delete(`/api/v2/account/api-keys/${id}`);
      expect(response.status()).toBe(404);
    }
    await admin.dispose();
  });

  test('405 for a method the route does not support', async ({ request }) => {
    const response = await request.put('/api/v2/account/merchants', { data: {} });
    expect(response.status()).toBe(405);
  });

  test('429 with Retry-After past the rate limit, per key', async ({ baseURL, request }) => {
    const admin = await signedInContext(baseURL!, demo.admin);
    const { key } = await (await admin.post('/api/v2/account/api-keys', { data: { name: 'rate limited' } })).json();
    const limit = Number(process.env.RATE_LIMIT_PER_MINUTE ?? 300);
    const statuses: number[] = [];
    for (let sent = 0; sent <= limit; sent += 50) {
      const batch = Array.from({ length: Math.min(50, limit + 1 - sent) }, () =>
        request.get('/api/v2/account/merchants', { headers: { authorization: `Bearer ${key}` } }),
      );
      statuses.push(...(await Promise.all(batch)).map((response) => response.status()));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    const limited = await request.get('/api/v2/account/merchants', { headers: { authorization: `Bearer ${key}` } });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another key is unaffected.
    expect(
      (
        await request.get('/api/v2/account/merchants', { headers: { authorization: `Bearer ${demo.otherCompanyKey}` } })
      ).status(),
    ).toBe(200);
    await admin.dispose();
  });

  test('the OpenAPI document lists the routes and /docs renders it on the server, from nothing outside', async ({
    request,
  }) => {
    const spec = await (await request.get('/api/openapi.json')).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/v2/account/merchants', '/v2/account/api-keys', '/v2/account/api-keys/{id}']),
    );
    const docs = await request.get('/docs');
    expect(docs.status()).toBe(200);
    const html = await docs.text();
    // Its contents name every path of the document in the HTML itself, before any script runs.
    for (const path of Object.keys(spec.paths)) expect(html, path).toContain(path);
    expect(html).not.toMatch(/(?:src|href)="https?:\/\//);
  });
});
