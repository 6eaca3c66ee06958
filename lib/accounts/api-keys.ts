import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { apiKeys, type ApiKey } from '@/db/schema';
import { notFoundError } from '@/lib/errors';
import { recordAudit, type Actor } from '@/lib/audit/service';
import { chosenLivemode, modeName } from '@/lib/livemode';
import { openApiKey, sealApiKey } from './api-key-encryption';
import { apiKeyPrefix, generateApiKey, hashApiKey, isWellFormedApiKey, type ApiKeyMode } from './api-key-rules';
import { theRow } from '@/db/rows';

// Writing last_used_at on every request would turn each read into a write; a minute is precise enough.
const LAST_USED_RESOLUTION_MS = 60_000;

/** The active key with this plaintext, or null. */
export async function authenticateApiKey(db: Db, key: string, now: Date): Promise<ApiKey | null> {
  if (!isWellFormedApiKey(key)) return null;
  const [found] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)));
  if (!found) return null;
  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!found.lastUsedAt || found.lastUsedAt < stale) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, found.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
  }
  return found;
}

export async function listApiKeys(db: Executor, organizationId: number): Promise<ApiKey[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.organizationId, organizationId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

type NewApiKey = { organizationId: number; name: string; mode: ApiKeyMode; actor: Actor; plaintext?: string };

/** Stores the hash and the encrypted copy; the plaintext is returned once and never again. */
export async function createApiKey(db: Db, input: NewApiKey): Promise<{ record: ApiKey; plaintext: string }> {
  return db.transaction((tx) => storeApiKey(tx, input));
}

/** createApiKey inside the caller's transaction (the demo seed's). */
export async function storeApiKey(tx: Executor, input: NewApiKey): Promise<{ record: ApiKey; plaintext: string }> {
  const plaintext = input.plaintext ?? generateApiKey(input.mode);
  const record = theRow(
    await tx
      .insert(apiKeys)
      .values({
        organizationId: input.organizationId,
        name: input.name,
        mode: input.mode,
        prefix: apiKeyPrefix(plaintext),
        keyHash: hashApiKey(plaintext),
        keyCiphertext: sealApiKey(plaintext),
        createdByUserId: input.actor.userId,
      })
      .returning(),
    'insert into apiKeys',
  );
  await recordAudit(tx, {
    organizationId: input.organizationId,
    actor: input.actor,
    action: 'api_key.created',
    resourceType: 'api_key',
    resourceId: record.id,
    details: { name: record.name, prefix: record.prefix, mode: record.mode },
  });
  return { record, plaintext };
}

/** Revoking twice is harmless; a foreign or unknown id is 404. */
export async function revokeApiKey(
  db: Db,
  organizationId: number,
  id: number,
  actor: Actor,
  now: Date,
): Promise<ApiKey> {
  return db.transaction(async (tx) => {
    const scope = and(eq(apiKeys.id, id), eq(apiKeys.organizationId, organizationId));
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(scope, isNull(apiKeys.revokedAt)))
      .returning();
    if (revoked) {
      await recordAudit(tx, {
        organizationId,
        actor,
        action: 'api_key.revoked',
        resourceType: 'api_key',
        resourceId: id,
        details: { name: revoked.name, prefix: revoked.prefix },
      });
      return revoked;
    }
    const [existing] = await tx.select().from(apiKeys).where(scope);
    if (!existing) throw notFoundError('API key not found.');
    return existing;
  });
}

/** The dashboard's mode for the switch's cookie; without one, test mode until the organization has an active live key. */
export async function dashboardModeOf(
  db: Executor,
  organizationId: number,
  cookie: string | undefined,
): Promise<boolean> {
  return chosenLivemode(cookie) ?? (await hasActiveLiveKey(db, organizationId));
}

async function hasActiveLiveKey(db: Executor, organizationId: number): Promise<boolean> {
  const [key] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.mode, 'live'), isNull(apiKeys.revokedAt)))
    .limit(1);
  return key !== undefined;
}

/** The plaintext key that signs an organization's webhooks: the one given if still active, else the newest active one. */
export async function signingKeyFor(
  db: Executor,
  organizationId: number,
  preferredKeyId: number | null,
  livemode: boolean,
): Promise<string | null> {
  const active = and(eq(apiKeys.organizationId, organizationId), isNull(apiKeys.revokedAt));
  const [preferred] = preferredKeyId
    ? await db
        .select()
        .from(apiKeys)
        .where(and(active, eq(apiKeys.id, preferredKeyId)))
    : [];
  // The fallback is a key of the event's own mode when there is one, so a live event is not signed with a test key.
  const sameMode = sql`${apiKeys.mode} = ${modeName(livemode)}`;
  const [key] = preferred
    ? [preferred]
    : await db
        .select()
        .from(apiKeys)
        .where(active)
        .orderBy(desc(sameMode), desc(apiKeys.createdAt), desc(apiKeys.id))
        .limit(1);
  if (!key) return null;
  const opened = openApiKey(key.keyCiphertext);
  if (!opened)
    throw new Error(`the stored copy of API key ${key.id} opens with neither APP_SECRET nor APP_SECRET_PREVIOUS`);
  return opened.plaintext;
}

/**
 * Seals again with the current key every copy that only an older key opens (after a rotation or an upgrade), so
 * APP_SECRET_PREVIOUS can be dropped. Idempotent, and safe beside another process doing the same: a row is
 * rewritten only if its copy is still the one read. Returns the ids of copies no key in use opens.
 */
export async function reencryptApiKeys(db: Db): Promise<{ reencrypted: number; unreadable: number[] }> {
  const rows = await db
    .select({ id: apiKeys.id, keyCiphertext: apiKeys.keyCiphertext })
    .from(apiKeys)
    .orderBy(asc(apiKeys.id));
  let reencrypted = 0;
  const unreadable: number[] = [];
  for (const row of rows) {
    const opened = openApiKey(row.keyCiphertext);
    if (!opened) unreadable.push(row.id);
    if (!opened?.stale) continue;
    const updated = await db
      .update(apiKeys)
      .set({ keyCiphertext: sealApiKey(opened.plaintext) })
      .where(and(eq(apiKeys.id, row.id), eq(apiKeys.keyCiphertext, row.keyCiphertext)))
      .returning({ id: apiKeys.id });
    reencrypted += updated.length;
  }
  return { reencrypted, unreadable };
}
