/** What a delivery can be: `pending` (waiting for its first or next attempt), `delivered` or `failed`. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Waits after each failed attempt: 8 retries over about 1.8 days, then the delivery is failed. */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5 * SECOND,
  MINUTE,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  6 * HOUR,
  12 * HOUR,
  24 * HOUR,
] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

export type AttemptVerdict = 'delivered' | 'retry' | 'stop';

/** 2xx is delivered; 410 Gone means the receiver wants no more; anything else (including 3xx and no answer) is retried. */
export function verdictOf(statusCode: number | null): AttemptVerdict {
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) return 'delivered';
  if (statusCode === 410) return 'stop';
  return 'retry';
}
