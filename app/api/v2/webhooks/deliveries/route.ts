import { json } from '@/lib/api/errors';
import { pageEnvelope } from '@/lib/pagination';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { listDeliveriesQuerySchema, type DeliveryPage } from '@/lib/webhooks/schemas';
import { serializeDelivery } from '@/lib/webhooks/serialize';
import { listDeliveries } from '@/lib/webhooks/queries';

export const GET = withAuth({}, async ({ db, principal, query, req }) => {
  const filters = parseWith(listDeliveriesQuerySchema, query);
  const { rows, total } = await listDeliveries(db, principal, filters);
  return json({
    data: rows.map(serializeDelivery),
    ...pageEnvelope(req.url, filters.page, filters.per_page, total),
  } satisfies DeliveryPage);
});
