import { json } from '@/lib/api/errors';
import { parseIdParam } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { serializeDelivery } from '@/lib/webhooks/serialize';
import { resendDelivery } from '@/lib/webhooks/resend';

/** 202: the delivery is queued again; its attempts show up in GET /v2/webhooks/deliveries/{id}. */
export const POST = withAuth<{ id: string }>({}, async ({ db, principal, params, actor, now }) => {
  const id = parseIdParam(params.id, 'Delivery not found.');
  const delivery = await resendDelivery(db, principal, id, actor, now);
  return json(serializeDelivery(delivery), 202);
});
