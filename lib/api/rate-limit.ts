import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { limits } from '@/lib/config';
import { tooManyRequests } from './errors';

// Per process: with several app instances each enforces its own share (documented in docs/decisions.md).
const globalForLimiter = globalThis as unknown as { payrailLimiter?: RateLimiterMemory };

function limiter(): RateLimiterMemory {
  globalForLimiter.payrailLimiter ??= new RateLimiterMemory({ points: limits.requestsPerMinute(), duration: 60 });
  return globalForLimiter.payrailLimiter;
}

/** Counts one request for `subject`; over the limit it throws 429 with `Retry-After`. */
export async function consumeRateLimit(subject: string): Promise<void> {
  try {
    await limiter().consume(subject);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooManyRequests(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    throw rejection;
  }
}
