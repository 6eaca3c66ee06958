import { expect, test } from '@playwright/test';
import { E2E_METRICS_TOKEN } from '../support/operations';
import { demoStoreKey } from '../support/api';

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

test('GET /api/metrics with the token: Prometheus text whose request count moves, by route pattern', async ({
  request,
  baseURL,
}) => {
  const scrape = async () => {
    const response = await request.get('/api/metrics', { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('no-store');
    return response.text();
  };
  const { headers } = await demoStoreKey(baseURL!, 'metrics tests');
  const series =
    'payrail_http_request_duration_seconds_count{route="/api/v2/payin/payments/[id]",method="GET",status="404"}';
  const list = 'payrail_http_request_duration_seconds_count{route="/api/v2/payin/payments",method="GET",status="200"}';
  const before = await scrape();
  expect((await request.get('/api/v2/payin/payments/987654321', { headers })).status()).toBe(404);
  expect((await request.get('/api/v2/payin/payments', { headers })).status()).toBe(200);
  const after = await scrape();
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
