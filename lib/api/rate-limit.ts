import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { limits } from '@/lib/config';
import { tooManyRequests } from './errors';

// Per process: with several app instances each enforces its own share (documented in docs/decisions.md).
// Keyed by the configured limit so that a changed RATE_LIMIT_PER_MINUTE takes effect without a restart.
const globalForLimiter = globalThis as unknown as { payrailLimiters?: Map<number, RateLimiterMemory> };

function limiter(): RateLimiterMemory {
  const points = limits.requestsPerMinute();
  const limiters = (globalForLimiter.payrailLimiters ??= new Map<number, RateLimiterMemory>());
  if (!limiters.has(points)) limiters.set(points, new RateLimiterMemory({ points, duration: 60 }));
  return limiters.get(points)!;
}

/** Counts one request for `subject`; over the limit it throws 429 with `Retry-After`. */
export async function consumeRateLimit(subject: string): Promise<void> {
  try {
    await limiter().consume(subject);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      throw tooManyRequests(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    throw rejection;
  }
}
