import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Db } from '@/db/client';
import { limits } from '@/lib/config';
import { oncePerDb, postgresLimiter } from './limiter-store';

/** Attempts allowed per window, and the first lock; every further lock within a day lasts twice the one before. */
export type SignInLimit = { attempts: number; windowSeconds: number; lockSeconds: number };
export type SignInLimits = { account: SignInLimit; ip: SignInLimit };

const FIFTEEN_MINUTES = 15 * 60;
const DAY = 24 * 60 * 60;

export function configuredSignInLimits(): SignInLimits {
  return {
    account: { attempts: limits.signInAccountAttempts(), windowSeconds: FIFTEEN_MINUTES, lockSeconds: FIFTEEN_MINUTES },
    ip: { attempts: limits.signInIpAttempts(), windowSeconds: FIFTEEN_MINUTES, lockSeconds: FIFTEEN_MINUTES },
  };
}

type Counter = { limit: SignInLimit; attempts: RateLimiterPostgres; lockouts: RateLimiterPostgres };

function counter(db: Db, name: string, limit: SignInLimit, clearsExpired: boolean): Counter {
  return {
    limit,
    attempts: postgresLimiter(db, {
      keyPrefix: name,
      points: limit.attempts,
      durationSeconds: limit.windowSeconds,
      clearsExpired,
    }),
    lockouts: postgresLimiter(db, {
      keyPrefix: `${name}-lockouts`,
      points: 1_000_000,
      durationSeconds: DAY,
      clearsExpired: false,
    }),
  };
}

/** Milliseconds the subject stays locked; 0 when this attempt may go ahead. Counting is one atomic upsert. */
async function spend({ limit, attempts, lockouts }: Counter, subject: string): Promise<number> {
  try {
    await attempts.consume(subject);
    return 0;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    // Exactly one attempt crosses the limit, however many run in parallel: it sets the lock.
    if (rejection.consumedPoints !== limit.attempts + 1) return rejection.msBeforeNext;
    const lockout = (await lockouts.consume(subject)).consumedPoints;
    const seconds = Math.min(limit.lockSeconds * 2 ** (lockout - 1), DAY);
    await attempts.block(subject, seconds);
    return seconds * 1000;
  }
}

export type SignInThrottle = {
  /** Spends one attempt of the account and one of the address (if given), before any password is checked. */
  attempt(email: string, ip: string | null): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }>;
  /** A correct password clears the account's count and lock history; the address keeps its count. */
  succeeded(email: string): Promise<void>;
};

export const signInSubject = (email: string) => email.trim().toLowerCase();

const globalForThrottle = globalThis as unknown as {
  payrailSignInThrottles?: WeakMap<Db, Map<string, SignInThrottle>>;
};

export function signInThrottle(db: Db, settings: SignInLimits = configuredSignInLimits()): SignInThrottle {
  const cache = (globalForThrottle.payrailSignInThrottles ??= new WeakMap());
  return oncePerDb(cache, db, JSON.stringify(settings), () => createThrottle(db, settings));
}

function createThrottle(db: Db, settings: SignInLimits): SignInThrottle {
  const account = counter(db, 'sign-in-account', settings.account, true);
  const ip = counter(db, 'sign-in-ip', settings.ip, false);
  return {
    async attempt(email, address) {
      const [accountMs, ipMs] = await Promise.all([
        spend(account, signInSubject(email)),
        address === null ? 0 : spend(ip, address),
      ]);
      const retryAfterMs = Math.max(accountMs, ipMs);
      return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
    },
    async succeeded(email) {
      await Promise.all([account.attempts.delete(signInSubject(email)), account.lockouts.delete(signInSubject(email))]);
    },
  };
}

/** The caller's address: x-forwarded-for's first hop (Next sets it to the peer's address when absent). */
export function clientAddress(headers: Record<string, string | string[] | undefined> | Headers | undefined): string {
  const raw = headers instanceof Headers ? headers.get('x-forwarded-for') : headers?.['x-forwarded-for'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const first = value?.split(',')[0]?.trim();
  return first ? first.slice(0, 64) : 'unknown';
}
