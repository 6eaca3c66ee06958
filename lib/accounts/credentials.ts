import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { organizations, users, type Organization, type User } from '@/db/schema';
import { DomainError, invalidInput, notFoundError } from '@/lib/errors';
import { recordAudit, type Actor } from '@/lib/audit/service';
import { dummyPasswordHash, hashPassword, issueOneTimePassword, verifyPassword } from './passwords';
import type { ChangePasswordInput, CreateAdminInput } from './schemas';
import { endAllSessions } from './sessions';
import { TEAM_MEMBER_NOT_FOUND } from './team';
import { theRow } from '@/db/rows';
import { elementAt } from '@/lib/arrays';

/**
 * What a password check needs from the sign-in throttle (lib/auth/sign-in-throttle.ts implements it): the domain
 * names the capability, the auth layer provides it, and so the domain never imports the layer above it.
 */
export type PasswordGuessThrottle = {
  attempt(email: string, ip: null): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }>;
  succeeded(email: string): Promise<void>;
};

/**
 * Deactivated users cannot sign in, and their open sessions stop working on their next request. An expired one-time
 * password no longer signs in. The password is hashed whether or not the user exists, so both take as long.
 */
export async function findUserByCredentials(
  db: Executor,
  email: string,
  password: string,
  now: Date,
): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), isNull(users.deactivatedAt)));
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !matches) return null;
  if (user.oneTimePasswordExpiresAt !== null && user.oneTimePasswordExpiresAt <= now) return null;
  return user;
}

/**
 * A user replaces their password (their own choice, or the one-time password they must replace). Every session
 * of theirs ends, this one included: whoever copied a session cookie is out, and the user signs in again.
 */
export async function changeOwnPassword(
  db: Db,
  userId: number,
  input: ChangePasswordInput,
  throttle: PasswordGuessThrottle,
  now: Date,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFoundError(TEAM_MEMBER_NOT_FOUND);
  // The current password is a guess like a sign-in's: a stolen session must not be a way around the sign-in throttle.
  const attempt = await throttle.attempt(user.email, null);
  if (!attempt.allowed) {
    throw new DomainError('rate_limited', 'Too Many Attempts.', {
      retryAfterSeconds: Math.ceil(attempt.retryAfterMs / 1000),
    });
  }
  if (!(await verifyPassword(input.current_password, user.passwordHash)))
    throw invalidInput('current_password', 'The current password is incorrect.');
  await throttle.succeeded(user.email);
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    // Only over the password just checked: a reset or change in between wins, and this one is refused.
    const changed = await tx
      .update(users)
      .set({ passwordHash, oneTimePasswordExpiresAt: null, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id });
    if (changed.length === 0) throw invalidInput('current_password', 'The current password is incorrect.');
    await endAllSessions(tx, userId, now);
    await recordAudit(tx, {
      organizationId: user.organizationId,
      actor: { userId, apiKeyId: null },
      action: 'user.password_changed',
      resourceType: 'user',
      resourceId: userId,
    });
  });
}

/** An admin's reset: a new one-time password (shown once), the member's sessions end, and they choose their own at sign-in. */
export async function resetMemberPassword(
  db: Db,
  organizationId: number,
  id: number,
  actor: Actor,
  now: Date,
): Promise<{ user: User; password: string }> {
  const { password, passwordHash, expiresAt } = await issueOneTimePassword(now);
  const user = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, oneTimePasswordExpiresAt: expiresAt, updatedAt: now })
      .where(and(eq(users.id, id), eq(users.organizationId, organizationId)))
      .returning();
    if (!updated) throw notFoundError(TEAM_MEMBER_NOT_FOUND);
    await endAllSessions(tx, id, now);
    await recordAudit(tx, {
      organizationId,
      actor,
      action: 'user.password_reset',
      resourceType: 'user',
      resourceId: id,
      details: { email: updated.email },
    });
    return updated;
  });
  return { user, password };
}

/**
 * `npm run create-admin`: how production gets its first admin (or, with `operator`, its first platform operator, who
 * approves onboarding requests and so opens merchant accounts), since nothing is seeded there. The organization is
 * found by its exact name or created; an e-mail that already has a user is refused rather than taken over.
 */
export async function createFirstAdmin(
  db: Db,
  input: CreateAdminInput,
  now: Date,
): Promise<{ user: User; organization: Organization; organizationCreated: boolean; password: string }> {
  const { email, organization: organizationName } = input;
  const role = input.operator ? 'operator' : 'admin';
  const { password, passwordHash, expiresAt } = await issueOneTimePassword(now);
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (taken) throw invalidInput('email', 'A user with this e-mail already exists.');
      const named = await tx.select().from(organizations).where(eq(organizations.name, organizationName));
      if (named.length > 1)
        throw invalidInput(
          'organization',
          `${named.length} organizations are named "${organizationName}"; give a unique name.`,
        );
      const organization =
        named[0] ??
        theRow(
          await tx.insert(organizations).values({ name: organizationName, createdAt: now, updatedAt: now }).returning(),
          'insert into organizations',
        );
      const user = theRow(
        await tx
          .insert(users)
          .values({
            organizationId: organization.id,
            email,
            name: input.name ?? elementAt(email.split('@'), 0, 'parts of the e-mail'),
            role,
            passwordHash,
            oneTimePasswordExpiresAt: expiresAt,
            createdAt: now,
            updatedAt: now,
          })
          .returning(),
        'insert into users',
      );
      await recordAudit(tx, {
        organizationId: organization.id,
        actor: { userId: null, apiKeyId: null },
        action: 'user.created',
        resourceType: 'user',
        resourceId: user.id,
        details: { email, role, via: 'create-admin' },
      });
      return { user, organization, organizationCreated: named.length === 0, password };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidInput('email', 'A user with this e-mail already exists.');
    throw error;
  }
}
