import { keysFor, secretsInUse } from '@/lib/secrets/keys';
import { OLD_DEVELOPMENT_SECRET } from '@/lib/secrets/known-secrets';
import { isDemoMode } from '@/lib/secrets/policy';
import { decryptWithAny, encryptApiKey, legacyEncryptionKey } from './api-key-rules';

/**
 * Keys that may open a stored copy, current first: APP_SECRET's HKDF key, then APP_SECRET_PREVIOUS's, then the
 * sha256 keys used before HKDF (of either secret, and in demo mode of the old built-in development secret, so an
 * existing demo database keeps signing webhooks). reencryptApiKeys() moves every copy to the first.
 */
function encryptionKeys(): Buffer[] {
  const { current, previous } = keysFor('api-key-encryption');
  const secrets = secretsInUse();
  const legacySecrets = [secrets.current, secrets.previous, isDemoMode() ? OLD_DEVELOPMENT_SECRET : null];
  return [
    current,
    ...(previous ? [previous] : []),
    ...legacySecrets.filter((secret) => secret !== null).map(legacyEncryptionKey),
  ];
}

export function sealApiKey(plaintext: string): string {
  return encryptApiKey(plaintext, keysFor('api-key-encryption').current);
}

/** The plaintext, and whether it was sealed with an older key; null when no key in use opens it. */
export function openApiKey(sealed: string): { plaintext: string; stale: boolean } | null {
  const opened = decryptWithAny(sealed, encryptionKeys());
  return opened && { plaintext: opened.plaintext, stale: opened.keyIndex > 0 };
}
