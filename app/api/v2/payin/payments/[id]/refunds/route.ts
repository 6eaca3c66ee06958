import { json } from '@/lib/api/errors';
import { parseIdParam, parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { pageEnvelope } from '@/lib/pagination';
import { PAYIN_NOT_FOUND } from '@/lib/payin/queries';
import { listChargeRefunds } from '@/lib/refunds/queries';
import { listRefundsQuerySchema, type RefundPage } from '@/lib/refunds/schemas';
import { serializeRefund } from '@/lib/refunds/serialize';

export const GET = withAuth<{ id: string }>({}, async ({ db, params, query, principal, req }) => {
  const chargeId = parseIdParam(params.id, PAYIN_NOT_FOUND);
  const parsed = parseWith(listRefundsQuerySchema, query);
  const { views, total } = await listChargeRefunds(db, principal, chargeId, parsed);
  return json({
    data: views.map(serializeRefund),
    ...pageEnvelope(req.url, parsed.page, parsed.per_page, total),
  } satisfies RefundPage);
});
