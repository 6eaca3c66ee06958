import { json } from '@/lib/api/errors';
import { parseIdParam } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { serializePayout } from '@/lib/payout/serialize';
import { getPayout, PAYOUT_NOT_FOUND } from '@/lib/payout/queries';

export const GET = withAuth<{ id: string }>({}, async ({ db, params, principal }) => {
  return json(serializePayout(await getPayout(db, principal, parseIdParam(params.id, PAYOUT_NOT_FOUND))));
});
