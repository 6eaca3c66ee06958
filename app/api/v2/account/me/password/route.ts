import { changeOwnPassword } from '@/lib/accounts/credentials';
import { changePasswordSchema } from '@/lib/accounts/schemas';
import { forbidden, json } from '@/lib/api/errors';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { signInThrottle } from '@/lib/auth/sign-in-throttle';

/**
 * Our addition: a signed-in user replaces their own password (current and new); every session of theirs ends.
 * The current password is a guess like a sign-in's, so it spends the same per-account attempts first.
 */
export const POST = withAuth({ role: 'view', passwordChange: true }, async ({ db, principal, body, now }) => {
  if (principal.userId === null) throw forbidden();
  const input = parseWith(changePasswordSchema, body);
  await changeOwnPassword(db, principal.userId, input, signInThrottle(db), now);
  return json({ message: 'Password changed. Sign in again with the new password.' });
});
