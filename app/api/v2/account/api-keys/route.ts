import { createApiKeySchema } from '@/lib/accounts/schemas';
import { createApiKey, listApiKeys } from '@/lib/accounts/api-keys';
import { serializeApiKey } from '@/lib/accounts/serialize';
import { json } from '@/lib/api/errors';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';

export const GET = withAuth({ role: 'admin' }, async ({ db, principal }) => {
  const keys = await listApiKeys(db, principal.organizationId);
  return json({ data: keys.map(serializeApiKey) });
});

/** The plaintext `key` is in this response only. */
export const POST = withAuth({ role: 'admin' }, async ({ db, principal, actor, body }) => {
  const input = parseWith(createApiKeySchema, body);
  const { record, plaintext } = await createApiKey(db, {
    organizationId: principal.organizationId,
    name: input.name,
    mode: input.mode,
    actor,
  });
  return json({ ...serializeApiKey(record), key: plaintext }, 201);
});
