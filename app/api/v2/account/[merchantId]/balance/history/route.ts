import { json } from '@/lib/api/errors';
import { parseIdParam, parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { readBalanceHistory } from '@/lib/ledger/queries';
import { balanceHistoryQuerySchema } from '@/lib/ledger/schemas';
import { serializeBalanceHistory } from '@/lib/ledger/serialize';

/** The balances when a São Paulo day ended (`?date=YYYY-MM-DD`). */
export const GET = withAuth<{ merchantId: string }>({}, async ({ db, principal, params, query, now }) => {
  const merchantId = parseIdParam(params.merchantId, 'Merchant account not found.');
  const { date } = parseWith(balanceHistoryQuerySchema, query);
  return json(serializeBalanceHistory(await readBalanceHistory(db, principal, merchantId, date, now), principal));
});
