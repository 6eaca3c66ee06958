/** Settings read from the environment, with the demo defaults documented in the README. */

const DEV_APP_SECRET = 'payrail-dev-secret-do-not-use-in-production';

export function appSecret(): string {
  return process.env.APP_SECRET || DEV_APP_SECRET;
}

export function usesDevSecret(): boolean {
  return !process.env.APP_SECRET;
}

export function publicBaseUrl(): string {
  return process.env.PUBLIC_BASE_URL || process.env.NEXTAUTH_URL || `http://localhost:${process.env.PORT || 3000}`;
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
};

export function workerInApp(): boolean {
  return process.env.WORKER_IN_APP !== '0';
}
