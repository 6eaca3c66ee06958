import { describe, expect, it } from 'vitest';
import { verdictOf, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS } from './rules';

describe('webhook delivery rules', () => {
  it('retries after 5 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h and 24 h, then fails', () => {
    expect(WEBHOOK_RETRY_DELAYS_MS.map((ms) => ms / 1000)).toEqual([5, 60, 300, 1800, 7200, 21600, 43200, 86400]);
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(9);
    const totalHours = WEBHOOK_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) / 3_600_000;
    expect(totalHours).toBeCloseTo(44.6, 1);
  });

  it('treats 2xx as delivered, 410 as stop, and everything else as retry', () => {
    expect([200, 201, 204, 299].map(verdictOf)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    expect(verdictOf(410)).toBe('stop');
    expect([null, 199, 301, 302, 400, 404, 429, 500, 503].map(verdictOf)).toEqual(Array(9).fill('retry'));
  });
});
