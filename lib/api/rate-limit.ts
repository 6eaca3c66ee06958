import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Db } from '@/db/client';
import { oncePerDb, postgresLimiter } from '@/lib/auth/limiter-store';
import { limits } from '@/lib/config';
import { tooManyRequests } from './errors';

const MINUTE = 60;

// Counted in the database (lib/auth/limiter-store.ts), so N app instances allow the limit once, not N times.
const globalForLimiter = globalThis as unknown as {
  payrailApiLimiters?: WeakMap<Db, Map<string, RateLimiterPostgres>>;
};

function limiter(db: Db): RateLimiterPostgres {
  const points = limits.requestsPerMinute();
  const cache = (globalForLimiter.payrailApiLimiters ??= new WeakMap());
  return oncePerDb(cache, db, String(points), () =>
    postgresLimiter(db, { keyPrefix: 'api', points, durationSeconds: MINUTE, clearsExpired: true }),
  );
}

/** Counts one request for `subject` (one atomic upsert); over the limit it throws 429 with `Retry-After`. */
export async function consumeRateLimit(db: Db, subject: string): Promise<void> {
  try {
    await limiter(db).consume(subject);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      throw tooManyRequests(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    throw rejection;
  }
}
