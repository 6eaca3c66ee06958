import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { freshTestDb } from '@/test/db';
import { ApiError } from './errors';
import { consumeRateLimit } from './rate-limit';

// Another app process has limiters of its own: forgetting this one's stands for a second process on the same database.
const anotherProcess = () => {
  delete (globalThis as { payrailApiLimiters?: unknown }).payrailApiLimiters;
};

let db: Db;
beforeEach(async () => {
  db = await freshTestDb();
  process.env.RATE_LIMIT_PER_MINUTE = '5';
});
afterEach(() => {
  delete process.env.RATE_LIMIT_PER_MINUTE;
});

const outcome = (subject: string) =>
  consumeRateLimit(db, subject).then(
    () => 'allowed' as const,
    (error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      return error;
    },
  );

describe('consumeRateLimit', () => {
  it('counts one key across processes: 12 racing requests in two processes let exactly 5 through', async () => {
    const first = Array.from({ length: 6 }, () => outcome('key:1'));
    anotherProcess();
    const second = Array.from({ length: 6 }, () => outcome('key:1'));
    const results = await Promise.all([...first, ...second]);
    expect(results.filter((result) => result === 'allowed')).toHaveLength(5);
    const refused = results.find((result): result is ApiError => result !== 'allowed')!;
    expect(refused.status).toBe(429);
    const retryAfter = Number(new Headers(refused.headers).get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('keeps keys apart', async () => {
    for (let i = 0; i < 5; i++) expect(await outcome('key:1')).toBe('allowed');
    expect(await outcome('key:1')).not.toBe('allowed');
    expect(await outcome('user:1')).toBe('allowed');
  });
});
