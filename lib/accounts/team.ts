import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { users, type User } from '@/db/schema';
import { invalidInput, notFoundError } from '@/lib/errors';
import { recordAudit, type Actor } from '@/lib/audit/service';
import { isUniqueViolation } from '@/db/errors';
import { issueOneTimePassword } from './passwords';
import type { CreateTeamMemberInput, UpdateTeamMemberInput } from './schemas';
import { endAllSessions } from './sessions';
import { teamChangeProblem } from './team-rules';
import { theRow } from '@/db/rows';

/** The team page: the organization's users, added with a one-time password, re-roled and deactivated by admins. */

export const TEAM_MEMBER_NOT_FOUND = 'User not found.';

export async function listTeam(db: Db, organizationId: number): Promise<User[]> {
  return db
    .select()
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .orderBy(asc(users.name), asc(users.id));
}

export async function findUser(db: Executor, id: number): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deactivatedAt)));
  return user ?? null;
}

/**
 * There is no mail server: the admin hands the one-time password over, and the new user signs in with it within
 * 24 hours and chooses their own.
 */
export async function createTeamMember(
  db: Db,
  organizationId: number,
  input: CreateTeamMemberInput,
  actor: Actor,
  now: Date,
): Promise<{ user: User; password: string }> {
  const { password, passwordHash, expiresAt } = await issueOneTimePassword(now);
  try {
    const user = await db.transaction(async (tx) => {
      const created = theRow(
        await tx
          .insert(users)
          .values({
            organizationId,
            email: input.email,
            name: input.name,
            role: input.role,
            passwordHash,
            oneTimePasswordExpiresAt: expiresAt,
            createdAt: now,
            updatedAt: now,
          })
          .returning(),
        'insert into users',
      );
      await recordAudit(tx, {
        organizationId,
        actor,
        action: 'user.created',
        resourceType: 'user',
        resourceId: created.id,
        details: { email: created.email, role: created.role },
      });
      return created;
    });
    return { user, password };
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidInput('email', 'The email has already been taken.');
    throw error;
  }
}

/**
 * Changes a member's role or active flag. The organization's active admins are locked first, so two admins
 * demoting each other at once cannot leave it with none.
 */
export async function updateTeamMember(
  db: Db,
  organizationId: number,
  id: number,
  change: UpdateTeamMemberInput,
  actor: Actor,
  now: Date,
): Promise<User> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.role, 'admin'), isNull(users.deactivatedAt)))
      .for('update');
    const [target] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.organizationId, organizationId)))
      .for('update');
    if (!target) throw notFoundError(TEAM_MEMBER_NOT_FOUND);
    const problem = teamChangeProblem(
      { id: target.id, role: target.role, active: target.deactivatedAt === null },
      change,
      actor.userId,
      admins.length,
    );
    if (problem) throw invalidInput(problem.field, problem.message);
    const updated = theRow(
      await tx
        .update(users)
        .set({
          ...(change.role === undefined ? {} : { role: change.role }),
          ...(change.active === undefined
            ? {}
            : { deactivatedAt: change.active ? null : (target.deactivatedAt ?? now) }),
          updatedAt: now,
        })
        .where(eq(users.id, id))
        .returning(),
      'update of users',
    );
    if (change.role !== undefined && change.role !== target.role) {
      await recordAudit(tx, {
        organizationId,
        actor,
        action: 'user.role_changed',
        resourceType: 'user',
        resourceId: id,
        details: { before: target.role, after: change.role },
      });
    }
    if (change.active === false) await endAllSessions(tx, id, now);
    if (change.active !== undefined && change.active !== (target.deactivatedAt === null)) {
      await recordAudit(tx, {
        organizationId,
        actor,
        action: change.active ? 'user.reactivated' : 'user.deactivated',
        resourceType: 'user',
        resourceId: id,
        details: { email: target.email },
      });
    }
    return updated;
  });
}
