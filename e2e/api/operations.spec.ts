import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_METRICS_TOKEN } from '../support/operations';
import { demoStoreKey, payinRequests, pixChargeBody } from '../support/api';
import { demo, signedInContext } from '../support/demo';

/** The operators' endpoints (lib/api/operations.ts): probes for a load balancer, and Prometheus metrics behind a token. */

test('GET /api/health answers 200 without credentials, never cached', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
  expect(response.headers()['cache-control']).toBe('no-store');
});

test('GET /api/ready answers 200 when the database answers with every migration applied', async ({ request }) => {
  const response = await request.get('/api/ready');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ready' });
  expect(response.headers()['cache-control']).toBe('no-store');
});

test('the probes are not rate limited: more calls than RATE_LIMIT_PER_MINUTE all answer 200', async ({ request }) => {
  const limit = Number(process.env.RATE_LIMIT_PER_MINUTE ?? 300);
  const statuses = new Set<number>();
  for (let sent = 0; sent < limit + 10; sent += 30) {
    const batch = await Promise.all(Array.from({ length: 30 }, () => request.get('/api/health')));
    for (const response of batch) statuses.add(response.status());
  }
  expect([...statuses]).toEqual([200]);
});

test('GET /api/metrics refuses a missing or wrong token with 401', async ({ request }) => {
  for (const headers of [{}, { authorization: 'Bearer not-the-token' }, { authorization: E2E_METRICS_TOKEN }] as Record<
    string,
    string
  >[]) {
    const response = await request.get('/api/metrics', { headers });
    expect(response.status()).toBe(401);
    expect(response.headers()['www-authenticate']).toBe('Bearer');
    expect(await response.text()).not.toContain('payrail_');
  }
});

const countOf = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.split(' ')[1]) : 0;
};

const requestCount = (route: string, method: string, status: string) =>
  `payrail_http_request_duration_seconds_count{route="${route}",method="${method}",status="${status}"}`;

async function scrape(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/metrics', { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('no-store');
  return response.text();
}

test('GET /api/metrics with the token: Prometheus text whose request count moves, by route pattern', async ({
  request,
  baseURL,
}) => {
  const { headers } = await demoStoreKey(baseURL!, 'metrics tests');
  const series = requestCount('/api/v2/payin/payments/[id]', 'GET', '404');
  const list = requestCount('/api/v2/payin/payments', 'GET', '200');
  const before = await scrape(request);
  expect((await request.get('/api/v2/payin/payments/987654321', { headers })).status()).toBe(404);
  expect((await request.get('/api/v2/payin/payments', { headers })).status()).toBe(200);
  const after = await scrape(request);
  expect(countOf(after, series)).toBeGreaterThanOrEqual(countOf(before, series) + 1);
  expect(countOf(after, list)).toBeGreaterThanOrEqual(countOf(before, list) + 1);
  expect(after).not.toContain('987654321');
  expect(after).toMatch(/^# TYPE payrail_http_request_duration_seconds histogram$/m);
  expect(after).toMatch(/^payrail_db_up 1$/m);
  expect(after).toMatch(/^# TYPE payrail_jobs gauge$/m);
  expect(after).toMatch(/^# TYPE payrail_job_oldest_due_seconds gauge$/m);
  expect(after).toMatch(/^# TYPE payrail_webhook_delivery_attempts_total counter$/m);
  expect(after).toMatch(/^# TYPE payrail_db_pool_connections gauge$/m);
});

test('every answer counts once in the request histogram: pages, the payment page, refusals, probes and unknown paths', async ({
  playwright,
  request,
  baseURL,
}) => {
  const { headers, accounts } = await demoStoreKey(baseURL!, 'metrics of every request');
  const { create } = payinRequests(() => headers);
  const charge = await (await create(request, pixChargeBody(accounts['Demo Store Online']))).json();
  const session = await signedInContext(baseURL!, demo.viewer);
  const anonymous = await playwright.request.newContext({ baseURL });
  const unknownPath = `/no-such-page-${Date.now()}`;
  const expected: [string, string, string, () => Promise<number>][] = [
    // A dashboard page, rendered for a session, and redirected to sign-in by proxy.ts without one.
    ['/payins/[id]', 'GET', '200', async () => (await session.get(`/payins/${charge.id}`)).status()],
    [
      '/payins/[id]',
      'GET',
      '307',
      async () => (await anonymous.get(`/payins/${charge.id}`, { maxRedirects: 0 })).status(),
    ],
    ['/pay/[hash]', 'GET', '200', async () => (await anonymous.get(`/pay/${charge.hash}`)).status()],
    ['/sign-in', 'GET', '200', async () => (await anonymous.get('/sign-in')).status()],
    // Refused before any handler: no credentials, and a method nothing serves (lib/security/methods.ts).
    [
      '/api/v2/payin/payments/[id]',
      'GET',
      '401',
      async () => (await anonymous.get(`/api/v2/payin/payments/${charge.id}`)).status(),
    ],
    [
      '/api/v2/payin/payments',
      'TRACE',
      '405',
      async () => (await anonymous.fetch('/api/v2/payin/payments', { method: 'TRACE' })).status(),
    ],
    ['/api/health', 'GET', '200', async () => (await anonymous.get('/api/health')).status()],
    // Unknown paths: the dashboard's and the API's catch-alls, never the path itself.
    ['/[...missing]', 'GET', '404', async () => (await session.get(unknownPath)).status()],
    ['/api/[...path]', 'GET', '404', async () => (await anonymous.get(`/api${unknownPath}`)).status()],
  ];
  try {
    const before = await scrape(request);
    for (const [route, method, status, send] of expected)
      expect(String(await send()), `${method} ${route}`).toBe(status);
    const after = await scrape(request);
    for (const [route, method, status] of expected) {
      const series = requestCount(route, method, status);
      expect(countOf(after, series), series).toBeGreaterThanOrEqual(countOf(before, series) + 1);
    }
    // Route labels are patterns: no id, hash or unknown path of a request ever becomes one.
    const routes = new Set(
      [...after.matchAll(/^payrail_http_request_duration_seconds_count\{route="([^"]*)"/gm)].map((match) => match[1]!),
    );
    for (const route of routes) expect(route, route).not.toMatch(/\/(\d+|[0-9a-f]{32})(\/|$)|no-such-page/);
    expect(after).not.toContain(charge.hash);
  } finally {
    await session.dispose();
    await anonymous.dispose();
  }
});
