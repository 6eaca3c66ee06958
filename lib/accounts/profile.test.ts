import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { users, type User } from '@/db/schema';
import { theRow } from '@/db/rows';
import { freshTestDb } from '@/test/db';
import { updateOwnProfile } from './profile';
import { updateProfileSchema } from './schemas';

let db: Db;
let admin: User;
const now = new Date('2026-11-27T10:00:00.000Z');

beforeEach(async () => {
  db = await freshTestDb();
  admin = theRow(await db.select().from(users).where(eq(users.email, 'admin@demo.payrail.test')), 'demo admin');
});

describe('updateOwnProfile', () => {
  it('starts on the browser language and Brasília time, and keeps what Settings sends', async () => {
    expect(admin).toMatchObject({ locale: null, timeZone: 'America/Sao_Paulo' });
    const changed = await updateOwnProfile(
      db,
      admin.id,
      updateProfileSchema.parse({ name: ' Ana Souza ', locale: 'pt-BR', time_zone: 'America/New_York' }),
      now,
    );
    expect(changed).toMatchObject({ name: 'Ana Souza', locale: 'pt-BR', timeZone: 'America/New_York' });
    const back = await updateOwnProfile(db, admin.id, updateProfileSchema.parse({ locale: null }), now);
    expect(back).toMatchObject({ name: 'Ana Souza', locale: null, timeZone: 'America/New_York' });
  });

  it('refuses an unknown language or zone, an empty name and an empty change, in words', () => {
    const issues = (body: unknown) => updateProfileSchema.safeParse(body).error?.issues.map((i) => i.path.join('.'));
    expect(issues({ locale: 'fr' })).toEqual(['locale']);
    expect(issues({ time_zone: 'Mars/Olympus' })).toEqual(['time_zone']);
    expect(issues({ name: '  ' })).toEqual(['name']);
    expect(issues({})).toEqual(['body']);
  });

  it('the database refuses a language the UI does not speak', async () => {
    await expect(
      db
        .update(users)
        .set({ locale: 'fr' as 'en' })
        .where(eq(users.id, admin.id)),
    ).rejects.toThrow();
  });
});
