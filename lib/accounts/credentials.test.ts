import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { auditLog, organizations, userSessions, users, type User } from '@/db/schema';
import { signInThrottle } from '@/lib/auth/sign-in-throttle';
import { freshTestDb } from '@/test/db';
import { changeOwnPassword, createFirstAdmin, findUserByCredentials, resetMemberPassword } from './credentials';
import { hashPassword } from './passwords';
import { changePasswordSchema, createAdminSchema, createTeamMemberSchema } from './schemas';
import { endSession, findSessionUser, purgeExpiredSessions, startSession } from './sessions';
import { createTeamMember, updateTeamMember } from './team';
import { theRow } from '@/db/rows';
import { elementAt } from '@/lib/arrays';

let db: Db;
let admin: User;
const now = new Date('2026-05-02T10:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const HOUR = 3_600_000;
const byEmail = async (email: string) =>
  theRow(await db.select().from(users).where(eq(users.email, email)), `select of user ${email}`);
const actorOf = (user: User) => ({ userId: user.id, apiKeyId: null });
const throttle = () =>
  signInThrottle(db, {
    account: { attempts: 3, windowSeconds: 900, lockSeconds: 900 },
    ip: { attempts: 100, windowSeconds: 900, lockSeconds: 900 },
  });

beforeEach(async () => {
  db = await freshTestDb();
  admin = await byEmail('admin@demo.payrail.test');
});

const addMember = async (email: string) =>
  createTeamMember(
    db,
    admin.organizationId,
    createTeamMemberSchema.parse({ email, name: 'Member', role: 'write' }),
    actorOf(admin),
    now,
  );

describe('one-time passwords', () => {
  it('sign in for 24 hours only, and must then be replaced', async () => {
    const { user, password } = await addMember('otp@example.com');
    expect(user.oneTimePasswordExpiresAt).toEqual(later(24 * HOUR));
    expect((await findUserByCredentials(db, user.email, password, later(23 * HOUR)))?.id).toBe(user.id);
    expect(await findUserByCredentials(db, user.email, password, later(24 * HOUR))).toBeNull();
  });

  it('an admin reset issues a new one, ends the member’s sessions, and is audited', async () => {
    const { user, password: first } = await addMember('reset@example.com');
    await changeOwnPassword(
      db,
      user.id,
      changePasswordSchema.parse({ current_password: first, new_password: 'a-long-own-password' }),
      throttle(),
      now,
    );
    const session = await startSession(db, user.id, now, 3600);
    const { user: reset, password } = await resetMemberPassword(
      db,
      admin.organizationId,
      user.id,
      actorOf(admin),
      later(HOUR),
    );
    expect(reset.oneTimePasswordExpiresAt).toEqual(later(25 * HOUR));
    expect(await findSessionUser(db, user.id, session, later(HOUR))).toBeNull();
    expect(await findUserByCredentials(db, user.email, 'a-long-own-password', later(HOUR))).toBeNull();
    expect((await findUserByCredentials(db, user.email, password, later(HOUR)))?.id).toBe(user.id);
    const audit = theRow(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'user.password_reset'), eq(auditLog.resourceId, String(user.id)))),
      'select from auditLog',
    );
    expect(audit.actorUserId).toBe(admin.id);
    const other = theRow(
      await db.select().from(users).where(eq(users.email, 'admin@other.payrail.test')),
      'select from users',
    );
    await expect(resetMemberPassword(db, admin.organizationId, other.id, actorOf(admin), now)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

describe('changeOwnPassword', () => {
  it('needs the current password and 12 characters, clears the one-time flag and ends every session', async () => {
    const { user, password } = await addMember('change@example.com');
    const [one, two] = [await startSession(db, user.id, now, 3600), await startSession(db, user.id, now, 3600)];
    expect(changePasswordSchema.safeParse({ current_password: password, new_password: 'elevenchars' }).success).toBe(
      false,
    );
    expect(changePasswordSchema.safeParse({ current_password: password, new_password: 'payrail-demo' }).success).toBe(
      true,
    );
    await expect(
      changeOwnPassword(
        db,
        user.id,
        { current_password: 'wrong-password', new_password: 'twelve-chars' },
        throttle(),
        now,
      ),
    ).rejects.toMatchObject({ code: 'invalid', field: 'current_password', message: expect.any(String) });
    expect(await findSessionUser(db, user.id, one, now)).not.toBeNull();

    await changeOwnPassword(db, user.id, { current_password: password, new_password: 'twelve-chars' }, throttle(), now);
    expect(await findSessionUser(db, user.id, one, now)).toBeNull();
    expect(await findSessionUser(db, user.id, two, now)).toBeNull();
    const changed = await findUserByCredentials(db, user.email, 'twelve-chars', later(48 * HOUR));
    expect(changed?.oneTimePasswordExpiresAt).toBeNull();
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'user.password_changed'), eq(auditLog.resourceId, String(user.id)))),
    ).toHaveLength(1);
  });

  it('counts wrong current passwords against the account, as sign-in does', async () => {
    const { user } = await addMember('guess@example.com');
    const guard = throttle();
    for (let i = 0; i < 3; i += 1) {
      await expect(
        changeOwnPassword(db, user.id, { current_password: `guess-${i}`, new_password: 'twelve-chars' }, guard, now),
      ).rejects.toMatchObject({ code: 'invalid' });
    }
    await expect(
      changeOwnPassword(db, user.id, { current_password: 'guess-4', new_password: 'twelve-chars' }, guard, now),
    ).rejects.toMatchObject({ code: 'rate_limited', retryAfterSeconds: expect.any(Number) });
  });
});

describe('sessions', () => {
  it('sign-out ends that session only; deactivation ends them all, for good', async () => {
    const { user } = await addMember('sessions@example.com');
    const [laptop, phone] = [await startSession(db, user.id, now, 3600), await startSession(db, user.id, now, 3600)];
    await endSession(db, laptop, now);
    expect(await findSessionUser(db, user.id, laptop, now)).toBeNull();
    expect((await findSessionUser(db, user.id, phone, now))?.id).toBe(user.id);
    expect(await findSessionUser(db, user.id + 1, phone, now)).toBeNull();
    expect(await findSessionUser(db, user.id, phone, later(HOUR))).toBeNull();
    expect(await findSessionUser(db, user.id, 'not-a-uuid', now)).toBeNull();

    await updateTeamMember(db, admin.organizationId, user.id, { active: false }, actorOf(admin), now);
    await updateTeamMember(db, admin.organizationId, user.id, { active: true }, actorOf(admin), now);
    expect(await findSessionUser(db, user.id, phone, now)).toBeNull();

    const current = await startSession(db, user.id, later(HOUR), 3600);
    await purgeExpiredSessions(db, later(HOUR + 1));
    expect((await db.select({ id: userSessions.id }).from(userSessions)).map((row) => row.id)).toEqual([current]);
  });
});

describe('createFirstAdmin', () => {
  it('creates the organization when absent, reuses it by name, and refuses an e-mail that exists', async () => {
    const first = await createFirstAdmin(
      db,
      createAdminSchema.parse({ email: 'Founder@Acme.example', organization: ' Acme Ltda ' }),
      now,
    );
    expect(first).toMatchObject({
      organizationCreated: true,
      organization: { name: 'Acme Ltda' },
      user: { email: 'founder@acme.example', role: 'admin', name: 'founder' },
    });
    expect(first.user.oneTimePasswordExpiresAt).toEqual(later(24 * HOUR));
    expect(first.password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await findUserByCredentials(db, 'founder@acme.example', first.password, now))?.id).toBe(first.user.id);

    const second = await createFirstAdmin(
      db,
      createAdminSchema.parse({ email: 'cfo@acme.example', organization: 'Acme Ltda', name: 'CFO' }),
      now,
    );
    expect(second).toMatchObject({
      organizationCreated: false,
      organization: { id: first.organization.id },
      user: { name: 'CFO' },
    });

    await expect(
      createFirstAdmin(
        db,
        createAdminSchema.parse({ email: 'admin@demo.payrail.test', organization: 'Elsewhere' }),
        now,
      ),
    ).rejects.toMatchObject({ code: 'invalid', field: 'email', message: expect.any(String) });
    expect(await db.select().from(organizations).where(eq(organizations.name, 'Elsewhere'))).toHaveLength(0);
  });

  it('with operator, creates a platform operator instead of an admin', async () => {
    const created = await createFirstAdmin(
      db,
      createAdminSchema.parse({ email: 'ops@platform.example', organization: 'Platform Ops', operator: true }),
      now,
    );
    expect(created.user).toMatchObject({ email: 'ops@platform.example', role: 'operator' });
    expect(created.user.oneTimePasswordExpiresAt).toEqual(later(24 * HOUR));
  });
});

describe('findUserByCredentials', () => {
  it('takes as long for an unknown e-mail as for a known one', async () => {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('payrail-demo') })
      .where(eq(users.id, admin.id));
    const median = (values: number[]) =>
      elementAt(
        values.sort((a, b) => a - b),
        Math.floor(values.length / 2),
        'timings',
      );
    const time = async (email: string) => {
      const started = performance.now();
      await findUserByCredentials(db, email, 'wrong-password', now);
      return performance.now() - started;
    };
    await time('nobody@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      known.push(await time(admin.email));
      unknown.push(await time(`nobody-${i}@example.com`));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
