import { json } from '@/lib/api/errors';
import { parseIdParam, parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { readBalanceSeries } from '@/lib/ledger/queries';
import { balanceSeriesQuerySchema } from '@/lib/ledger/schemas';
import { serializeBalanceSeries } from '@/lib/ledger/serialize';

/** Our addition, for the dashboard's chart: the balances at the end of each São Paulo day of a range. */
export const GET = withAuth<{ merchantId: string }>({}, async ({ db, principal, params, query, now }) => {
  const merchantId = parseIdParam(params.merchantId, 'Merchant account not found.');
  const range = parseWith(balanceSeriesQuerySchema, query);
  return json(serializeBalanceSeries(await readBalanceSeries(db, principal, merchantId, range, now), principal));
});
