import { json } from '@/lib/api/errors';
import { pageEnvelope } from '@/lib/pagination';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { createPayinSchema, listPayinsQuerySchema, type PayinChargePage } from '@/lib/payin/schemas';
import { serializeCharge } from '@/lib/payin/serialize';
import { createCharge } from '@/lib/payin/create';
import { listCharges } from '@/lib/payin/queries';

// Built once: zod compiles a schema on its first parse, which per request cost more than the parse itself.
// Its clock is the real one, as the request's `now` is in production.
const createPayinBody = createPayinSchema();

export const POST = withAuth({ idempotent: true }, async ({ db, body, principal, actor, now, merchant }) => {
  const input = parseWith(createPayinBody, body);
  const account = await merchant(input.merchant_id);
  const view = await createCharge(db, { scope: principal, account, input, apiKeyId: principal.apiKeyId, actor, now });
  return json(serializeCharge(view), 201);
});

export const GET = withAuth({}, async ({ db, query, principal, req }) => {
  const parsed = parseWith(listPayinsQuerySchema, query);
  const { views, total } = await listCharges(db, principal, parsed);
  return json({
    data: views.map(serializeCharge),
    ...pageEnvelope(req.url, parsed.page, parsed.per_page, total),
  } satisfies PayinChargePage);
});
