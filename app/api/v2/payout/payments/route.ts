import { json } from '@/lib/api/errors';
import { pageEnvelope } from '@/lib/pagination';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { createPayoutSchema, listPayoutsQuerySchema, type PayoutPage } from '@/lib/payout/schemas';
import { serializePayout } from '@/lib/payout/serialize';
import { createPayout } from '@/lib/payout/create';
import { listPayouts } from '@/lib/payout/queries';

export const POST = withAuth({ idempotent: true }, async ({ db, body, principal, actor, now, merchant }) => {
  const input = parseWith(createPayoutSchema, body);
  const account = await merchant(input.merchant_id);
  const view = await createPayout(db, { scope: principal, account, input, apiKeyId: principal.apiKeyId, actor, now });
  return json(serializePayout(view), 201);
});

export const GET = withAuth({}, async ({ db, query, principal, req }) => {
  const parsed = parseWith(listPayoutsQuerySchema, query);
  const { views, total } = await listPayouts(db, principal, parsed);
  return json({
    data: views.map(serializePayout),
    ...pageEnvelope(req.url, parsed.page, parsed.per_page, total),
  } satisfies PayoutPage);
});
