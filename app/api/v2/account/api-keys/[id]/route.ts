import { revokeApiKey } from '@/lib/accounts/api-keys';
import { serializeApiKey } from '@/lib/accounts/serialize';
import { json } from '@/lib/api/errors';
import { parseIdParam } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';

/** Revokes the key at once; requests that use it afterwards get 401. */
export const DELETE = withAuth<{ id: string }>({ role: 'admin' }, async ({ db, principal, actor, params, now }) => {
  const id = parseIdParam(params.id, 'API key not found.');
  const revoked = await revokeApiKey(db, principal.organizationId, id, actor, now);
  return json(serializeApiKey(revoked));
});
