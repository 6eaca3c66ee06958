import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting the app reads from the environment, with the defaults documented in the README's configuration
 * table and in .env.example. This is the only reader of process.env besides lib/secrets (APP_SECRET,
 * APP_SECRET_PREVIOUS and PAYRAIL_DEMO, kept apart on purpose: see docs/decisions.md).
 *
 * Values are read per call, not cached: tests change process.env between calls. A bad value is an error naming
 * the variable, never a silent fallback; boot checks them all first (exitOnBadConfig) so a bad deployment stops at
 * once with one line instead of failing on the first request that reads the value.
 */

type Env = Record<string, string | undefined>;

/** An empty value means unset, as in a shell (`RATE_LIMIT_PER_MINUTE=`). */
const unsetIfBlank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(unsetIfBlank, schema.optional());
}

function positiveInt(fallback: number) {
  const schema = z
    .string()
    .trim()
    .regex(/^[1-9]\d*$/, 'expected a positive whole number')
    .transform(Number)
    .refine(Number.isSafeInteger, 'expected a positive whole number');
  return optional(schema).transform((value) => value ?? fallback);
}

/** `0` or `1`; anything else (`yes`, `true`) is refused rather than guessed at. */
function flag(fallback: boolean) {
  return optional(z.enum(['0', '1'], 'expected 0 or 1')).transform((value) =>
    value === undefined ? fallback : value === '1',
  );
}

const DURATION_UNITS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `500ms`, `30s`, `10m`, `2h`, `1d` or plain milliseconds. */
function duration(fallbackMs: number) {
  const schema = z
    .string()
    .trim()
    .regex(/^\d+(ms|s|m|h|d)?$/, 'expected a duration such as 500ms, 30s, 10m, 2h or 1d')
    .transform((text) => {
      const [, amount, unit] = /^(\d+)(ms|s|m|h|d)?$/.exec(text)!;
      return Number(amount) * DURATION_UNITS[(unit ?? 'ms') as keyof typeof DURATION_UNITS];
    });
  return optional(schema).transform((value) => value ?? fallbackMs);
}

const httpUrl = z
  .string()
  .trim()
  .refine(
    (text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol),
    'expected an http(s) URL such as https://pay.example.com',
  );

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const schema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'], 'expected development, production or test')),
  DATABASE_URL: optional(
    z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// connection string'),
  ),
  PGLITE_DIR: optional(z.string()),
  NEXT_DIST_DIR: optional(z.string()),
  DB_POOL_MAX: positiveInt(10),
  PORT: positiveInt(3000).refine((port) => port <= 65_535, 'expected a port number up to 65535'),
  PUBLIC_BASE_URL: optional(httpUrl),
  NEXTAUTH_URL: optional(httpUrl),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, `expected one of ${LOG_LEVELS.join(', ')}`)),
  WORKER_IN_APP: flag(true),
  PAYRAIL_SANDBOX: flag(true),
  JOB_LEASE_MS: positiveInt(5 * 60_000),
  SHUTDOWN_TIMEOUT: duration(10_000),
  WORKER_CONCURRENCY: positiveInt(16),
  WEBHOOK_ALLOW_PRIVATE: flag(false),
  WEBHOOK_TIMEOUT_MS: positiveInt(5_000),
  WEBHOOK_HOST_CONCURRENCY: positiveInt(4),
  WEBHOOK_HOST_RATE: positiveInt(50),
  RATE_LIMIT_PER_MINUTE: positiveInt(600),
  MAX_BODY_BYTES: positiveInt(1_048_576),
  BODY_TIMEOUT_MS: positiveInt(30_000),
  SIGN_IN_ACCOUNT_LIMIT: positiveInt(10),
  SIGN_IN_IP_LIMIT: positiveInt(100),
  PROCESSOR_DROP_DELAY: duration(86_400_000),
  SANDBOX_STEP_DELAY: duration(10_000),
  DEMO_PASSWORD: optional(z.string()).transform((value) => value ?? 'payrail-demo'),
  DEMO_API_KEY: optional(z.string()).transform((value) => value ?? 'sk_test_DemoStoreSandboxKey0000000000000'),
  OTHER_API_KEY: optional(z.string()).transform((value) => value ?? 'sk_test_OtherCompanySandboxKey0000000000'),
});

export type Config = z.infer<typeof schema>;
type Name = keyof Config;

/** The variables this module reads; the README's configuration table and .env.example list the same. */
export const CONFIG_VARIABLES = Object.keys(schema.shape) as Name[];

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}.`);
    this.name = 'ConfigError';
  }
}

function problemOf(name: string, value: string | undefined, issue: z.core.$ZodIssue | undefined): ConfigError {
  return new ConfigError(name, `is ${JSON.stringify(value)}: ${issue?.message ?? 'not a valid value'}`);
}

/** Every setting, parsed; throws a ConfigError naming the first bad variable. */
export function readConfig(env: Env = process.env): Config {
  const result = schema.safeParse(Object.fromEntries(Object.keys(schema.shape).map((name) => [name, env[name]])));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? 'configuration');
  throw problemOf(name, env[name], issue);
}

/** One setting, parsed now from process.env: a bad value elsewhere does not break the callers of this one. */
function setting<N extends Name>(name: N): Config[N] {
  const value = process.env[name];
  const result = schema.shape[name].safeParse(value);
  if (!result.success) throw problemOf(name, value, result.error.issues[0]);
  return result.data as Config[N];
}

/** Called first by every process that serves or works (instrumentation.ts, scripts/worker.ts): one line, exit 1. */
export function exitOnBadConfig(env: Env = process.env): void {
  try {
    readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export const nodeEnv = () => setting('NODE_ENV') ?? 'development';

export const database = {
  /** Postgres when set; otherwise the embedded PGlite in pgliteDir(). */
  url: () => setting('DATABASE_URL'),
  pgliteDir: () => setting('PGLITE_DIR') ?? path.join(process.cwd(), '.data/pglite'),
  poolMax: () => setting('DB_POOL_MAX'),
};

/**
 * The build's folder, relative to the project: `next build` writes it and `next start` serves it (next.config.mjs reads
 * the variable itself, before any app module loads); the request metrics read its route list (lib/request-metrics.ts).
 */
export const nextDistDir = () => setting('NEXT_DIST_DIR') ?? '.next';

export function publicBaseUrl(): string {
  return setting('PUBLIC_BASE_URL') || setting('NEXTAUTH_URL') || `http://localhost:${setting('PORT')}`;
}

/** The scheme, host and port browsers see (`https://pay.example.com`): what a same-origin request's `Origin` says. */
export function publicOrigin(): string {
  return new URL(publicBaseUrl()).origin;
}

/** Tests are quiet unless asked; everything else logs at info. */
export const logLevel = () => setting('LOG_LEVEL') ?? (nodeEnv() === 'test' ? 'silent' : 'info');

export const limits = {
  /** Requests per minute for one API key or one signed-in user. */
  requestsPerMinute: () => setting('RATE_LIMIT_PER_MINUTE'),
  /** Default cap on a JSON body; routes that take batches raise it. */
  maxBodyBytes: () => setting('MAX_BODY_BYTES'),
  /** Sign-in attempts per e-mail address in 15 minutes before it is locked (the lock doubles on every repeat). */
  signInAccountAttempts: () => setting('SIGN_IN_ACCOUNT_LIMIT'),
  /** Sign-in attempts per client address in 15 minutes; high enough for an office behind one NAT address. */
  signInIpAttempts: () => setting('SIGN_IN_IP_LIMIT'),
  /** How long a request body may take to arrive in full before the request is refused with 408. */
  bodyTimeoutMs: () => setting('BODY_TIMEOUT_MS'),
};

export const webhookSettings = {
  /** Tests and local demos deliver to loopback receivers over plain http. */
  allowPrivateTargets: () => setting('WEBHOOK_ALLOW_PRIVATE'),
  timeoutMs: () => setting('WEBHOOK_TIMEOUT_MS'),
};

/** Per receiving host and worker process (lib/webhooks/host-limits.ts): deliveries in flight, and started per second. */
export const webhookHostLimits = () => ({
  concurrency: setting('WEBHOOK_HOST_CONCURRENCY'),
  perSecond: setting('WEBHOOK_HOST_RATE'),
});

export const workerInApp = () => setting('WORKER_IN_APP');

/**
 * After SIGTERM, how long in-flight jobs and requests have to finish before the process releases what it still holds
 * and exits (lib/shutdown.ts). Keep it below the orchestrator's grace period (Kubernetes: 30 s; Docker: 10 s).
 */
export const shutdownTimeoutMs = () => setting('SHUTDOWN_TIMEOUT');

/** How long a claimed job stays with its worker before another may take it over. */
export const jobLeaseMs = () => setting('JOB_LEASE_MS');

/** How many jobs one worker process runs at once (lib/jobs/worker.ts). */
export const workerConcurrency = () => setting('WORKER_CONCURRENCY');

/** There is no live processor yet: everything runs in sandbox unless PAYRAIL_SANDBOX=0. */
export const sandboxMode = () => setting('PAYRAIL_SANDBOX');

export const processorTimings = {
  /** How long the processor takes to confirm a boleto drop: at least a day; shortened for demos. */
  dropDelayMs: () => setting('PROCESSOR_DROP_DELAY'),
  /** The sandbox processor's pause between steps: payin magic documents, payout processing. */
  sandboxStepMs: () => setting('SANDBOX_STEP_DELAY'),
};

/** The fixed demo logins' password and the demo API keys (scripts/seed/demo.ts). */
export const demoCredentials = () => ({
  password: setting('DEMO_PASSWORD'),
  demoStoreKey: setting('DEMO_API_KEY'),
  otherCompanyKey: setting('OTHER_API_KEY'),
});
