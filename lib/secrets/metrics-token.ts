import { createHash, timingSafeEqual } from 'node:crypto';

/** The only reader of METRICS_TOKEN (a secret, so read here rather than in lib/config.ts; docs/security.md). */
export const metricsTokenConfigured = (): boolean => Boolean(process.env.METRICS_TOKEN);

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether `presented` is the configured token; compared in constant time over digests, so length leaks nothing. */
export function isMetricsToken(presented: string): boolean {
  const token = process.env.METRICS_TOKEN;
  if (!token) return false;
  return timingSafeEqual(digest(presented), digest(token));
}
