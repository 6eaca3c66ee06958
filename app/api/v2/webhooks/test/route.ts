import { json } from '@/lib/api/errors';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { sendTestEventSchema } from '@/lib/webhooks/schemas';
import { serializeDelivery } from '@/lib/webhooks/serialize';
import { sendTestEvent } from '@/lib/webhooks/service';

/** 202: a signed `test` event is queued for the given URL. */
export const POST = withAuth({}, async ({ db, principal, body, actor, now }) => {
  const { url } = parseWith(sendTestEventSchema, body);
  const delivery = await sendTestEvent(db, principal, url, actor, now);
  return json(serializeDelivery(delivery), 202);
});
