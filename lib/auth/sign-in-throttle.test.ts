import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '@/db/client';
import { freshTestDb } from '@/test/db';
import { clientAddress, signInThrottle, type SignInLimits } from './sign-in-throttle';

// Runs on the test database: PGlite by default, Postgres (postgres.js) with DATABASE_URL; both go through limiter-store.ts.
let db: Db;
const limits: SignInLimits = {
  account: { attempts: 3, windowSeconds: 900, lockSeconds: 60 },
  ip: { attempts: 5, windowSeconds: 900, lockSeconds: 60 },
};
const start = new Date('2026-05-02T10:00:00.000Z');

beforeEach(async () => {
  db = await freshTestDb();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
});
afterEach(() => {
  vi.useRealTimers();
});

const allowedCount = (results: { allowed: boolean }[]) => results.filter((result) => result.allowed).length;

describe('signInThrottle', () => {
  it('lets exactly the limit through when 40 attempts race, then locks the account, doubling each lock', async () => {
    const throttle = signInThrottle(db, limits);
    const racing = await Promise.all(
      Array.from({ length: 40 }, (_, i) => throttle.attempt('Target@Example.com', `10.0.0.${i}`)),
    );
    expect(allowedCount(racing)).toBe(3);
    const locked = await throttle.attempt('target@example.com', '10.9.9.9');
    expect(locked).toEqual({ allowed: false, retryAfterMs: expect.any(Number) });
    expect((locked as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(55_000);
    expect((locked as { retryAfterMs: number }).retryAfterMs).toBeLessThanOrEqual(60_000);

    // The first lock over, the window starts again; crossing it again locks for twice as long.
    vi.setSystemTime(new Date(start.getTime() + 61_000));
    const again = [];
    for (let i = 0; i < 4; i += 1) again.push(await throttle.attempt('target@example.com', `10.1.0.${i}`));
    expect(again.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect((again[3] as { retryAfterMs: number }).retryAfterMs).toBe(120_000);
    vi.setSystemTime(new Date(start.getTime() + 61_000 + 100_000));
    expect((await throttle.attempt('target@example.com', '10.2.0.1')).allowed).toBe(false);
  });

  it('a success clears the account count, not the address count', async () => {
    const throttle = signInThrottle(db, limits);
    for (let i = 0; i < 3; i += 1)
      expect((await throttle.attempt('owner@example.com', '192.0.2.1')).allowed).toBe(true);
    await throttle.succeeded('OWNER@example.com');
    expect((await throttle.attempt('owner@example.com', '192.0.2.1')).allowed).toBe(true);
    // The address has spent 4 of its 5; one more for anyone, then it is locked whatever the e-mail.
    expect((await throttle.attempt('someone.else@example.com', '192.0.2.1')).allowed).toBe(true);
    expect((await throttle.attempt('third@example.com', '192.0.2.1')).allowed).toBe(false);
    expect((await throttle.attempt('third@example.com', '192.0.2.2')).allowed).toBe(true);
  });

  it('counts an e-mail address whatever its case, and never locks an account for successful sign-ins', async () => {
    const throttle = signInThrottle(db, limits);
    for (const email of ['Guess@Example.test', 'guess@example.TEST', 'GUESS@example.test'])
      expect((await throttle.attempt(email, '192.0.2.9')).allowed).toBe(true);
    expect((await throttle.attempt('guess@example.test', '192.0.2.10')).allowed).toBe(false);
    expect((await throttle.attempt('someone-else@example.test', '192.0.2.11')).allowed).toBe(true);
    for (let i = 0; i < 20; i += 1) {
      expect((await throttle.attempt('regular@example.test', `192.0.2.${20 + i}`)).allowed).toBe(true);
      await throttle.succeeded('regular@example.test');
    }
  });

  it('shares its counts through the database: a second limiter set sees the first one’s attempts', async () => {
    await Promise.all([1, 2, 3].map(() => signInThrottle(db, limits).attempt('shared@example.com', '198.51.100.1')));
    const other = signInThrottle(db, { ...limits, ip: { ...limits.ip, attempts: 6 } });
    expect((await other.attempt('shared@example.com', '198.51.100.2')).allowed).toBe(false);
  });
});

describe('clientAddress', () => {
  it('takes the first hop of x-forwarded-for', () => {
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' })).toBe('203.0.113.7');
    expect(clientAddress(new Headers({ 'x-forwarded-for': ' 2001:db8::1 ' }))).toBe('2001:db8::1');
    expect(clientAddress({})).toBe('unknown');
    expect(clientAddress(undefined)).toBe('unknown');
  });
});
