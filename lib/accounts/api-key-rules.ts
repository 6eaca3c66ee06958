import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export type ApiKeyMode = 'test' | 'live';

const KEY_PATTERN = /^sk_(test|live)_[A-Za-z0-9]{32}$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const PREFIX_LENGTH = 12;

/** Uniformly random base62 characters from the system's CSPRNG. */
export function randomBase62(length: number): string {
  // 248 is the largest multiple of 62 below 256: rejecting bytes above it keeps the characters uniform.
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length + 16)) {
      if (byte < 248 && text.length < length) text += ALPHABET[byte % 62];
    }
  }
  return text;
}

/** `sk_test_` or `sk_live_` followed by 32 base62 characters (about 190 bits). */
export function generateApiKey(mode: ApiKeyMode): string {
  return `sk_${mode}_${randomBase62(32)}`;
}

export function isWellFormedApiKey(candidate: string): boolean {
  return KEY_PATTERN.test(candidate);
}

export function apiKeyMode(key: string): ApiKeyMode {
  return key.startsWith('sk_live_') ? 'live' : 'test';
}

export function apiKeyPrefix(key: string): string {
  return key.slice(0, PREFIX_LENGTH);
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** How the copy's key was made before HKDF (docs/decisions.md): still read, so an upgrade can re-encrypt. */
export function legacyEncryptionKey(secret: string): Buffer {
  return createHash('sha256').update(`payrail:api-key-encryption:${secret}`).digest();
}

/** AES-256-GCM with a 32-byte key; the result is base64 of iv(12) | tag(16) | ciphertext. */
export function encryptApiKey(key: string, encryptionKey: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
  const ciphertext = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
}

/** Throws when the key is not the one it was sealed with, or the copy was altered. */
export function decryptApiKey(sealed: string, encryptionKey: Buffer): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** The plaintext and the index of the first key that opens it (0 is current), or null when none does. */
export function decryptWithAny(
  sealed: string,
  keys: readonly Buffer[],
): { plaintext: string; keyIndex: number } | null {
  for (const [keyIndex, key] of keys.entries()) {
    try {
      return { plaintext: decryptApiKey(sealed, key), keyIndex };
    } catch {
      // sealed with another key: try the next
    }
  }
  return null;
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
