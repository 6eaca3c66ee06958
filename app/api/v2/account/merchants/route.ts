import { listMerchantAccounts } from '@/lib/accounts/organizations';
import { serializeMerchantAccount } from '@/lib/accounts/serialize';
import { json } from '@/lib/api/errors';
import { withAuth } from '@/lib/api/with-auth';

/** The caller's merchant accounts, so integrators can discover their `merchant_id`s. */
export const GET = withAuth({}, async ({ db, principal }) => {
  const accounts = await listMerchantAccounts(db, principal.organizationId);
  return json({ data: accounts.map(serializeMerchantAccount) });
});
