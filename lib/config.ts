/** Settings read from the environment, with the defaults documented in the README. Secrets: lib/secrets/keys.ts. */

export function publicBaseUrl(): string {
  return process.env.PUBLIC_BASE_URL || process.env.NEXTAUTH_URL || `http://localhost:${process.env.PORT || 3000}`;
}

/** The scheme, host and port browsers see (`https://pay.example.com`): what a same-origin request's `Origin` says. */
export function publicOrigin(): string {
  return new URL(publicBaseUrl()).origin;
}

function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const limits = {
  /** Requests per minute for one API key or one signed-in user. */
  requestsPerMinute: () => positiveInt('RATE_LIMIT_PER_MINUTE', 600),
  /** Default cap on a JSON body; routes that take batches raise it. */
  maxBodyBytes: () => positiveInt('MAX_BODY_BYTES', 1_048_576),
  /** Sign-in attempts per e-mail address in 15 minutes before it is locked (the lock doubles on every repeat). */
  signInAccountAttempts: () => positiveInt('SIGN_IN_ACCOUNT_LIMIT', 10),
  /** Sign-in attempts per client address in 15 minutes; high enough for an office behind one NAT address. */
  signInIpAttempts: () => positiveInt('SIGN_IN_IP_LIMIT', 100),
  /** How long a request body may take to arrive in full before the request is refused with 408. */
  bodyTimeoutMs: () => positiveInt('BODY_TIMEOUT_MS', 30_000),
};

/** Per receiving host and worker process (lib/webhooks/host-limits.ts): deliveries in flight, and started per second. */
export const webhookHostLimits = () => ({
  concurrency: positiveInt('WEBHOOK_HOST_CONCURRENCY', 4),
  perSecond: positiveInt('WEBHOOK_HOST_RATE', 50),
});

export function workerInApp(): boolean {
  return process.env.WORKER_IN_APP !== '0';
}

/** There is no live processor yet: everything runs in sandbox unless PAYRAIL_SANDBOX=0. */
export function sandboxMode(): boolean {
  return process.env.PAYRAIL_SANDBOX !== '0';
}

/** `500ms`, `30s`, `10m`, `2h`, `1d` or plain milliseconds; anything else falls back. */
export function durationMs(name: string, fallbackMs: number): number {
  const match = /^(\d+)(ms|s|m|h|d)?$/.exec((process.env[name] ?? '').trim());
  if (!match) return fallbackMs;
  const unit = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] ?? 'ms']!;
  return Number(match[1]) * unit;
}

export const processorTimings = {
  /** How long the processor takes to confirm a boleto drop: at least a day by the spec; shortened for demos. */
  dropDelayMs: () => durationMs('PROCESSOR_DROP_DELAY', 86_400_000),
  /** The sandbox processor's pause between steps: payin magic documents, payout processing. */
  sandboxStepMs: () => durationMs('SANDBOX_STEP_DELAY', 10_000),
};
