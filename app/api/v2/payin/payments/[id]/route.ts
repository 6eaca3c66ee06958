import { json } from '@/lib/api/errors';
import { parseIdParam } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { serializeCharge } from '@/lib/payin/serialize';
import { getCharge, PAYIN_NOT_FOUND } from '@/lib/payin/queries';

export const GET = withAuth<{ id: string }>({}, async ({ db, params, principal }) => {
  const view = await getCharge(db, principal, parseIdParam(params.id, PAYIN_NOT_FOUND));
  return json(serializeCharge(view));
});
