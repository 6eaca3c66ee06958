import { updateOwnProfile } from '@/lib/accounts/profile';
import { updateProfileSchema } from '@/lib/accounts/schemas';
import { serializeProfile } from '@/lib/accounts/serialize';
import { forbidden, json } from '@/lib/api/errors';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';

/** Our addition: Settings' profile. A signed-in user changes their own name, language and time zone. */
export const PATCH = withAuth({ role: 'view' }, async ({ db, principal, body, now }) => {
  if (principal.userId === null) throw forbidden();
  const input = parseWith(updateProfileSchema, body);
  return json(serializeProfile(await updateOwnProfile(db, principal.userId, input, now)));
});
