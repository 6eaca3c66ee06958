import { json } from '@/lib/api/errors';
import { parseIdParam } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { getRefund, REFUND_NOT_FOUND } from '@/lib/refunds/queries';
import { serializeRefund } from '@/lib/refunds/serialize';

export const GET = withAuth<{ id: string }>({}, async ({ db, params, principal }) => {
  const view = await getRefund(db, principal, parseIdParam(params.id, REFUND_NOT_FOUND));
  return json(serializeRefund(view));
});
