import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { userSessions, users, type User } from '@/db/schema';

/**
 * Dashboard sessions are JWTs, which cannot be recalled by themselves; each carries the id of a `user_sessions`
 * row, and a session counts only while that row is unrevoked and its user active.
 */

export async function startSession(db: Db, userId: number, now: Date, maxAgeSeconds: number): Promise<string> {
  const id = randomUUID();
  await db
    .insert(userSessions)
    .values({ id, userId, createdAt: now, expiresAt: new Date(now.getTime() + maxAgeSeconds * 1000) });
  return id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The active user of a live session, or null (signed out, password changed since, deactivated, or no such session). */
export async function findSessionUser(
  db: Executor,
  userId: unknown,
  sessionId: unknown,
  now: Date,
): Promise<User | null> {
  const id = Number(userId);
  if (!Number.isSafeInteger(id) || typeof sessionId !== 'string' || !UUID.test(sessionId)) return null;
  const [row] = await db
    .select({ user: users })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.id, sessionId),
        eq(userSessions.userId, id),
        isNull(userSessions.revokedAt),
        gt(userSessions.expiresAt, now),
        isNull(users.deactivatedAt),
      ),
    );
  return row?.user ?? null;
}

/** Sign-out: this session only; the user's other devices stay signed in. */
export async function endSession(db: Db, sessionId: unknown, now: Date): Promise<void> {
  if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return;
  await db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)));
}

/** A password change, reset or deactivation: every open session of the user, in the caller's transaction. */
export async function endAllSessions(tx: Executor, userId: number, now: Date): Promise<void> {
  await tx
    .update(userSessions)
    .set({ revokedAt: now })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt)));
}

/** Rows of sessions whose JWT has expired anyway; the worker deletes them with its other housekeeping. */
export async function purgeExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(userSessions).where(lt(userSessions.expiresAt, now));
}
