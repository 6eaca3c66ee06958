import { resetMemberPassword } from '@/lib/accounts/credentials';
import { serializeTeamMember } from '@/lib/accounts/serialize';
import { TEAM_MEMBER_NOT_FOUND } from '@/lib/accounts/team';
import { json } from '@/lib/api/errors';
import { parseIdParam } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';

/** Our addition: an admin issues a member a new one-time password (in this response only; valid 24 h); their sessions end. */
export const POST = withAuth<{ id: string }>({ role: 'admin' }, async ({ db, principal, actor, params, now }) => {
  const { user, password } = await resetMemberPassword(
    db,
    principal.organizationId,
    parseIdParam(params.id, TEAM_MEMBER_NOT_FOUND),
    actor,
    now,
  );
  return json({ ...serializeTeamMember(user), password });
});
