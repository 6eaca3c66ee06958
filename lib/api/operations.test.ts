import { afterEach, describe, expect, it } from 'vitest';
import { startDraining } from '@/lib/draining';
import { liveness, metricsResponse, readiness } from './operations';

const TOKEN = 'a-metrics-token-for-tests-only-0123456789';
const scrape = (authorization?: string) =>
  metricsResponse(new Request('http://localhost/api/metrics', { headers: authorization ? { authorization } : {} }));

afterEach(() => {
  delete process.env.METRICS_TOKEN;
});

describe('the operators endpoints, without a database', () => {
  it('liveness answers 200, never cached', async () => {
    const response = liveness();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('metrics do not exist (404) unless METRICS_TOKEN is configured', async () => {
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);
  });

  it('metrics refuse a missing, wrong or unprefixed token with 401 and WWW-Authenticate', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    for (const header of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const response = await scrape(header);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('readiness answers 503 once the process is draining, without asking the database', async () => {
    startDraining();
    const response = await readiness();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'draining' });
  });
});
