import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { idempotencyKeys } from '@/db/schema';
import type { Scope } from '@/lib/livemode';
import { DomainError, invalidInput } from '@/lib/errors';

const RETENTION_MS = 24 * 60 * 60_000;
/**
 * How long a claim without a response counts as in flight (409). A request whose process died mid-way never
 * finishes or frees its claim; after this lease a retry with the same body takes the claim over. Far longer than
 * any request runs, so a live request is never taken over.
 */
export const IN_FLIGHT_LEASE_MS = 2 * 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** One Idempotency-Key of one organization in one mode. */
type KeyScope = Scope & { key: string };

const ofKey = (input: KeyScope) =>
  and(
    eq(idempotencyKeys.organizationId, input.organizationId),
    eq(idempotencyKeys.livemode, input.livemode),
    eq(idempotencyKeys.key, input.key),
  );

export type IdempotencyStart = { kind: 'new' } | { kind: 'replay'; status: number; body: string };

export function requestFingerprint(method: string, path: string, body: string): string {
  return createHash('sha256').update(`${method}\n${path}\n${body}`).digest('hex');
}

/** Claims the key for this request, or says how to answer a repeat of it. */
export async function startIdempotentRequest(
  db: Executor,
  input: KeyScope & { fingerprint: string; now: Date },
): Promise<IdempotencyStart> {
  if (!KEY_PATTERN.test(input.key)) {
    throw invalidInput('Idempotency-Key', 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.');
  }
  const scope = ofKey(input);
  // A key past its retention is forgotten, so it may start a new request.
  await db
    .delete(idempotencyKeys)
    .where(and(scope, lt(idempotencyKeys.createdAt, new Date(input.now.getTime() - RETENTION_MS))));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({
      organizationId: input.organizationId,
      livemode: input.livemode,
      key: input.key,
      requestHash: input.fingerprint,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  if (claimed.length) return { kind: 'new' };
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ createdAt: input.now })
    .where(
      and(
        scope,
        eq(idempotencyKeys.requestHash, input.fingerprint),
        isNull(idempotencyKeys.responseStatus),
        lt(idempotencyKeys.createdAt, new Date(input.now.getTime() - IN_FLIGHT_LEASE_MS)),
      ),
    )
    .returning();
  if (takenOver.length) return { kind: 'new' };

  const [existing] = await db.select().from(idempotencyKeys).where(scope);
  if (!existing) return startIdempotentRequest(db, input);
  if (existing.requestHash !== input.fingerprint) {
    throw invalidInput('Idempotency-Key', 'This Idempotency-Key was already used with a different request.');
  }
  if (existing.responseStatus === null || existing.responseBody === null) {
    throw new DomainError('in_progress', 'A request with this Idempotency-Key is still being processed.');
  }
  return { kind: 'replay', status: existing.responseStatus, body: existing.responseBody };
}

export async function finishIdempotentRequest(
  db: Executor,
  input: KeyScope & { status: number; body: string },
): Promise<void> {
  await db.update(idempotencyKeys).set({ responseStatus: input.status, responseBody: input.body }).where(ofKey(input));
}

/** Frees the key after a failure that changed nothing, so the client may retry with it. */
export async function abandonIdempotentRequest(db: Executor, input: KeyScope): Promise<void> {
  await db.delete(idempotencyKeys).where(ofKey(input));
}

export async function purgeExpiredIdempotencyKeys(db: Executor, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - RETENTION_MS)));
}
