import { updateTeamMemberSchema } from '@/lib/accounts/schemas';
import { serializeTeamMember } from '@/lib/accounts/serialize';
import { TEAM_MEMBER_NOT_FOUND, updateTeamMember } from '@/lib/accounts/team';
import { json } from '@/lib/api/errors';
import { parseIdParam, parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';

/** Changes a member's role or deactivates them; the last active admin stays (422). */
export const PATCH = withAuth<{ id: string }>(
  { role: 'admin' },
  async ({ db, principal, actor, params, body, now }) => {
    const change = parseWith(updateTeamMemberSchema, body);
    const user = await updateTeamMember(
      db,
      principal.organizationId,
      parseIdParam(params.id, TEAM_MEMBER_NOT_FOUND),
      change,
      actor,
      now,
    );
    return json(serializeTeamMember(user));
  },
);
