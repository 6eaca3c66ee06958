import { hkdfSync } from 'node:crypto';
import { readOrCreateDemoSecret } from './demo-secret';
import { isDemoMode } from './policy';

/**
 * The only reader of APP_SECRET and APP_SECRET_PREVIOUS. Each purpose gets its own key, derived with HKDF-SHA256
 * and a distinct `info`, so a key leaked or misused in one place says nothing about the others.
 */

export type KeyPurpose = 'session' | 'api-key-encryption';

export type SecretsInUse = { current: string; previous: string | null };

let demoSecret: string | null = null;

/** APP_SECRET, or in demo mode the generated one from `.data/`; startupProblem() has already refused anything else. */
export function secretsInUse(): SecretsInUse {
  const previous = process.env.APP_SECRET_PREVIOUS || null;
  if (process.env.APP_SECRET) return { current: process.env.APP_SECRET, previous };
  if (!isDemoMode()) throw new Error('APP_SECRET is not set (PAYRAIL_DEMO=1 generates one for the demo)');
  demoSecret ??= readOrCreateDemoSecret().secret;
  return { current: demoSecret, previous };
}

export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), `payrail:${purpose}:v1`, 32));
}

/** The current key for a purpose, and the previous secret's while a rotation is under way. */
export function keysFor(purpose: KeyPurpose): { current: Buffer; previous: Buffer | null } {
  const { current, previous } = secretsInUse();
  return { current: deriveKey(current, purpose), previous: previous ? deriveKey(previous, purpose) : null };
}
