import { json } from '@/lib/api/errors';
import { parseIdParam } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { readBalance } from '@/lib/ledger/queries';
import { serializeBalance } from '@/lib/ledger/serialize';

/** The merchant account's available, pending and reserved balances in the caller's mode. */
export const GET = withAuth<{ merchantId: string }>({}, async ({ db, principal, params }) => {
  const merchantId = parseIdParam(params.merchantId, 'Merchant account not found.');
  return json(serializeBalance(await readBalance(db, principal, merchantId), principal));
});
