import { json } from '@/lib/api/errors';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { pageEnvelope } from '@/lib/pagination';
import { listRefunds } from '@/lib/refunds/queries';
import { listRefundsQuerySchema, type RefundPage } from '@/lib/refunds/schemas';
import { serializeRefund } from '@/lib/refunds/serialize';

export const GET = withAuth({}, async ({ db, query, principal, req }) => {
  const parsed = parseWith(listRefundsQuerySchema, query);
  const { views, total } = await listRefunds(db, principal, parsed);
  return json({
    data: views.map(serializeRefund),
    ...pageEnvelope(req.url, parsed.page, parsed.per_page, total),
  } satisfies RefundPage);
});
