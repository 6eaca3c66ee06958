import { updateMerchantAccountSchema } from '@/lib/accounts/schemas';
import { updateMerchantAccount } from '@/lib/accounts/organizations';
import { serializeMerchantAccount } from '@/lib/accounts/serialize';
import { json } from '@/lib/api/errors';
import { parseIdParam, parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';

/** Renames an account or switches its `enable_markup` flag. */
export const PATCH = withAuth<{ id: string }>({}, async ({ db, principal, params, body, actor, now }) => {
  const id = parseIdParam(params.id, 'Merchant account not found.');
  const input = parseWith(updateMerchantAccountSchema, body ?? {});
  const account = await updateMerchantAccount(db, principal.organizationId, id, input, actor, now);
  return json(serializeMerchantAccount(account));
});
