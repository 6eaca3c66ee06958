import { createTeamMemberSchema } from '@/lib/accounts/schemas';
import { serializeTeamMember } from '@/lib/accounts/serialize';
import { createTeamMember, listTeam } from '@/lib/accounts/team';
import { json } from '@/lib/api/errors';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';

/** Our addition: the team page. Signed-in admins only (API keys act as `write`). */
export const GET = withAuth({ role: 'admin' }, async ({ db, principal }) =>
  json({ data: (await listTeam(db, principal.organizationId)).map(serializeTeamMember) }),
);

/** The one-time `password` is in this response only. */
export const POST = withAuth({ role: 'admin' }, async ({ db, principal, actor, body, now }) => {
  const input = parseWith(createTeamMemberSchema, body);
  const { user, password } = await createTeamMember(db, principal.organizationId, input, actor, now);
  return json({ ...serializeTeamMember(user), password }, 201);
});
