import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { randomBase62 } from './api-key-rules';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

/** `scrypt$<salt b64>$<hash b64>` with Node's default cost (N=16384, r=8, p=1). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const derived = await scrypt(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64')}$${derived.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const derived = await scrypt(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(derived, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * The hash of nobody's password. A sign-in for an unknown or deactivated e-mail is checked against it, so that it
 * takes as long as one for a real account and the timing does not tell which addresses exist.
 */
export function dummyPasswordHash(): Promise<string> {
  return (dummyHash ??= hashPassword(randomBytes(24).toString('base64')));
}

/** How long a one-time password (a new member's, an admin's reset, create-admin's) can be used to sign in. */
export const ONE_TIME_PASSWORD_TTL_MS = 24 * 60 * 60 * 1000;

/** A one-time password, its hash and when it stops working. The plaintext is shown once and never stored. */
export async function issueOneTimePassword(
  now: Date,
): Promise<{ password: string; passwordHash: string; expiresAt: Date }> {
  const password = randomBase62(16);
  return {
    password,
    passwordHash: await hashPassword(password),
    expiresAt: new Date(now.getTime() + ONE_TIME_PASSWORD_TTL_MS),
  };
}
