import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { auditLog, users, type User } from '@/db/schema';
import { freshTestDb } from '@/test/db';
import { createTeamMemberSchema } from './schemas';
import { findUserByCredentials } from './credentials';
import { createTeamMember, findUser, listTeam, updateTeamMember } from './team';
import { theRow } from '@/db/rows';

let db: Db;
let admin: User;
const now = new Date('2026-05-02T10:00:00.000Z');
const byEmail = async (email: string) =>
  theRow(await db.select().from(users).where(eq(users.email, email)), `select of user ${email}`);

beforeEach(async () => {
  db = await freshTestDb();
  admin = await byEmail('admin@demo.payrail.test');
});

const actorOf = (user: User) => ({ userId: user.id, apiKeyId: null });
const add = (email: string, role: 'admin' | 'write' | 'view') =>
  createTeamMember(
    db,
    admin.organizationId,
    createTeamMemberSchema.parse({ email, name: email.split('@')[0], role }),
    actorOf(admin),
    now,
  );

describe('team', () => {
  it('adds a member who signs in with the one-time password, and refuses a taken e-mail', async () => {
    const { user, password } = await add('New.Person@Demo.Payrail.Test', 'write');
    expect(user).toMatchObject({ email: 'new.person@demo.payrail.test', role: 'write', deactivatedAt: null });
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await findUserByCredentials(db, 'new.person@demo.payrail.test', password, now))?.id).toBe(user.id);
    await expect(add('new.person@demo.payrail.test', 'view')).rejects.toMatchObject({
      code: 'invalid',
      field: 'email',
      message: expect.any(String),
    });
    expect((await listTeam(db, admin.organizationId)).map((member) => member.email)).toContain(
      'new.person@demo.payrail.test',
    );
  });

  it('keeps the last active admin, and audits role changes with before and after', async () => {
    await expect(
      updateTeamMember(db, admin.organizationId, admin.id, { role: 'view' }, actorOf(admin), now),
    ).rejects.toMatchObject({
      code: 'invalid',
      field: 'role',
      message: expect.stringContaining('at least one active admin'),
    });
    const { user: second } = await add('second.admin@demo.payrail.test', 'admin');
    const demoted = await updateTeamMember(db, admin.organizationId, admin.id, { role: 'write' }, actorOf(second), now);
    expect(demoted.role).toBe('write');
    const audit = theRow(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'user.role_changed'), eq(auditLog.resourceId, String(admin.id)))),
      'select from auditLog',
    );
    expect(audit.details).toEqual({ before: 'admin', after: 'write' });
    expect(audit.actorUserId).toBe(second.id);
  });

  it('lets only one of two admins demoting each other at once succeed', async () => {
    const { user: second } = await add('rival.admin@demo.payrail.test', 'admin');
    const outcomes = await Promise.allSettled([
      updateTeamMember(db, admin.organizationId, second.id, { role: 'view' }, actorOf(admin), now),
      updateTeamMember(db, admin.organizationId, admin.id, { role: 'view' }, actorOf(second), now),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const admins = await db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, admin.organizationId), eq(users.role, 'admin')));
    expect(admins).toHaveLength(1);
  });

  it('deactivates a member, who can no longer sign in or use a session, and reactivates them', async () => {
    const { user, password } = await add('leaver@demo.payrail.test', 'view');
    await updateTeamMember(db, admin.organizationId, user.id, { active: false }, actorOf(admin), now);
    expect(await findUserByCredentials(db, user.email, password, now)).toBeNull();
    expect(await findUser(db, user.id)).toBeNull();
    await expect(
      updateTeamMember(db, admin.organizationId, admin.id, { active: false }, actorOf(admin), now),
    ).rejects.toMatchObject({ code: 'invalid' });
    const back = await updateTeamMember(db, admin.organizationId, user.id, { active: true }, actorOf(admin), now);
    expect(back.deactivatedAt).toBeNull();
    const actions = (
      await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.resourceId, String(user.id)))
    ).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['user.created', 'user.deactivated', 'user.reactivated']));
  });

  it('leaves operators alone and hides other organizations’ users', async () => {
    const operator = await byEmail('operator@payrail.test');
    await expect(
      updateTeamMember(db, admin.organizationId, operator.id, { role: 'view' }, actorOf(admin), now),
    ).rejects.toMatchObject({ code: 'invalid' });
    const foreign = await byEmail('admin@other.payrail.test');
    await expect(
      updateTeamMember(db, admin.organizationId, foreign.id, { role: 'view' }, actorOf(admin), now),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});
