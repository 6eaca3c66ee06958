import { KNOWN_SECRETS } from './known-secrets';

/** Pure rules for what a process may start with; lib/secrets/startup.ts turns a problem into one line and exit 1. */

type Env = Record<string, string | undefined>;

export const MIN_SECRET_BYTES = 32;
const GENERATE = 'generate one with `openssl rand -base64 48`';
const HOW_TO_GENERATE = `${GENERATE} (or run the demo with PAYRAIL_DEMO=1)`;

/** Demo mode is asked for explicitly: `npm start` and the test runners set PAYRAIL_DEMO=1. */
export function isDemoMode(env: Env = process.env): boolean {
  return env.PAYRAIL_DEMO === '1';
}

function weakness(value: string): string | null {
  const bytes = Buffer.byteLength(value, 'utf8');
  if (bytes < MIN_SECRET_BYTES) return `is ${bytes} bytes long; it needs at least ${MIN_SECRET_BYTES}`;
  if (KNOWN_SECRETS.includes(value.trim())) return "is a value published in Payrail's source or docs";
  return null;
}

/**
 * Why this process must not start, or null. Outside demo mode (production, and `next dev` or a worker without
 * PAYRAIL_DEMO=1) APP_SECRET must be set and strong, and so must APP_SECRET_PREVIOUS when given: sessions signed
 * with the previous secret are still accepted, so a published one would let anyone forge them. METRICS_TOKEN, when
 * set, must be strong too.
 */
export function startupProblem(env: Env = process.env): string | null {
  if (isDemoMode(env)) return null;
  const current = env.APP_SECRET;
  if (!current) return `Refusing to start: APP_SECRET is not set; ${HOW_TO_GENERATE}.`;
  const currentWeakness = weakness(current);
  if (currentWeakness) return `Refusing to start: APP_SECRET ${currentWeakness}; ${HOW_TO_GENERATE}.`;
  const previous = env.APP_SECRET_PREVIOUS;
  const previousWeakness = previous ? weakness(previous) : null;
  if (previousWeakness)
    return `Refusing to start: APP_SECRET_PREVIOUS ${previousWeakness}; unset it (sessions signed with it end).`;
  // Optional: without it /api/metrics answers 404. Set, it guards operational data, so it is held to the same bar.
  const metricsWeakness = env.METRICS_TOKEN ? weakness(env.METRICS_TOKEN) : null;
  if (metricsWeakness) return `Refusing to start: METRICS_TOKEN ${metricsWeakness}; ${GENERATE}, or unset it.`;
  return null;
}
