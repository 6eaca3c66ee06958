const BASE_DELAY_MS = 5_000;
const MAX_DELAY_MS = 60 * 60_000;

/** Delay before retry number `attempt` (1-based): 5 s, 10 s, 20 s … doubling, capped at one hour. */
export function retryDelayMs(attempt: number): number {
  if (!Number.isInteger(attempt) || attempt < 1)
    throw new RangeError(`attempt must be a positive integer, got ${attempt}`);
  return Math.min(BASE_DELAY_MS * 2 ** (attempt - 1), MAX_DELAY_MS);
}

export type FailureOutcome = { status: 'pending'; runAt: Date } | { status: 'failed' };

/**
 * After the `attempts`-th try failed: retry later, or give up once `maxAttempts` tries were made.
 * A kind may bring its own schedule (`retryDelaysMs[n - 1]` follows try n); past its end the last delay repeats.
 */
export function outcomeOfFailure(
  attempts: number,
  maxAttempts: number,
  now: Date,
  retryDelaysMs?: readonly number[],
): FailureOutcome {
  if (attempts >= maxAttempts) return { status: 'failed' };
  const delay =
    (retryDelaysMs?.length ? retryDelaysMs[Math.min(attempts, retryDelaysMs.length) - 1] : undefined) ??
    retryDelayMs(attempts);
  return { status: 'pending', runAt: new Date(now.getTime() + delay) };
}
