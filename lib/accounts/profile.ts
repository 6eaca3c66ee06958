import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users, type User } from '@/db/schema';
import { notFoundError } from '@/lib/errors';
import type { UpdateProfileInput } from './schemas';
import { TEAM_MEMBER_NOT_FOUND } from './team';

/** Settings: a user changes their own name, language and time zone (one statement, so no transaction). */
export async function updateOwnProfile(db: Db, userId: number, change: UpdateProfileInput, now: Date): Promise<User> {
  const [updated] = await db
    .update(users)
    .set({
      ...(change.name === undefined ? {} : { name: change.name.trim() }),
      ...(change.locale === undefined ? {} : { locale: change.locale }),
      ...(change.time_zone === undefined ? {} : { timeZone: change.time_zone }),
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
    .returning();
  if (!updated) throw notFoundError(TEAM_MEMBER_NOT_FOUND);
  return updated;
}
