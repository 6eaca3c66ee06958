import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { apiKeys } from '@/db/schema';
import { demoAccess } from '@/scripts/seed/demo';
import { freshTestDb } from '@/test/db';
import { deriveKey } from '@/lib/secrets/keys';
import { decryptApiKey, encryptApiKey, legacyEncryptionKey } from './api-key-rules';
import { reencryptApiKeys, signingKeyFor } from './api-keys';
import { theRow } from '@/db/rows';
import { elementAt } from '@/lib/arrays';

const OLD = 'payrail-test-secret-previous-0123456789abcdef';
const NEW = 'payrail-test-secret-current-0123456789abcdef';
const saved = { APP_SECRET: process.env.APP_SECRET, APP_SECRET_PREVIOUS: process.env.APP_SECRET_PREVIOUS };

let db: Db;
let organizationId: number;
let keyId: number;

beforeEach(async () => {
  process.env.APP_SECRET = OLD;
  delete process.env.APP_SECRET_PREVIOUS;
  db = await freshTestDb();
  const key = theRow(
    await db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.prefix, demoAccess().demoStoreKey.slice(0, 12))),
    'select from apiKeys',
  );
  organizationId = key.organizationId;
  keyId = key.id;
});

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const storedCopies = async () =>
  db.select({ id: apiKeys.id, keyCiphertext: apiKeys.keyCiphertext }).from(apiKeys).orderBy(asc(apiKeys.id));

describe('rotating APP_SECRET', () => {
  it('keeps API-key copies readable through the previous key, re-encrypts them once, then needs only the new secret', async () => {
    const plaintext = demoAccess().demoStoreKey;
    const before = await storedCopies();
    expect(decryptApiKey(elementAt(before, 0, 'keys').keyCiphertext, deriveKey(OLD, 'api-key-encryption'))).toMatch(
      /^sk_test_/,
    );

    process.env.APP_SECRET = NEW;
    process.env.APP_SECRET_PREVIOUS = OLD;
    // Before the re-encryption has run, signing still works.
    expect(await signingKeyFor(db, organizationId, keyId, false)).toBe(plaintext);

    expect(await reencryptApiKeys(db)).toEqual({ reencrypted: before.length, unreadable: [] });
    const after = await storedCopies();
    for (const [index, row] of after.entries()) {
      expect(row.keyCiphertext).not.toBe(before[index]?.keyCiphertext);
      expect(() => decryptApiKey(row.keyCiphertext, deriveKey(NEW, 'api-key-encryption'))).not.toThrow();
    }
    // Idempotent: a second boot changes nothing.
    expect(await reencryptApiKeys(db)).toEqual({ reencrypted: 0, unreadable: [] });
    expect(await storedCopies()).toEqual(after);

    delete process.env.APP_SECRET_PREVIOUS;
    expect(await signingKeyFor(db, organizationId, keyId, false)).toBe(plaintext);
  });

  it('without the previous secret an old copy cannot be opened, and is reported rather than changed', async () => {
    process.env.APP_SECRET = NEW;
    await expect(signingKeyFor(db, organizationId, keyId, false)).rejects.toThrow(
      /opens with neither APP_SECRET nor APP_SECRET_PREVIOUS/,
    );
    const before = await storedCopies();
    expect(await reencryptApiKeys(db)).toEqual({ reencrypted: 0, unreadable: before.map((row) => row.id) });
    expect(await storedCopies()).toEqual(before);
  });

  it('moves copies made before HKDF (sha256 of the secret) to the current key', async () => {
    const plaintext = demoAccess().demoStoreKey;
    await db
      .update(apiKeys)
      .set({ keyCiphertext: encryptApiKey(plaintext, legacyEncryptionKey(OLD)) })
      .where(eq(apiKeys.id, keyId));
    expect(await signingKeyFor(db, organizationId, keyId, false)).toBe(plaintext);
    const { reencrypted } = await reencryptApiKeys(db);
    expect(reencrypted).toBe(1);
    const row = theRow(await db.select().from(apiKeys).where(eq(apiKeys.id, keyId)), 'select from apiKeys');
    expect(decryptApiKey(row.keyCiphertext, deriveKey(OLD, 'api-key-encryption'))).toBe(plaintext);
  });
});
