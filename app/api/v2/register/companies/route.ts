import { json } from '@/lib/api/errors';
import { pageEnvelope } from '@/lib/pagination';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import {
  createAccountOpeningRequestSchema,
  listRequestsQuerySchema,
  type AccountOpeningRequestPage,
} from '@/lib/onboarding/schemas';
import { serializeAccountOpeningRequest } from '@/lib/onboarding/serialize';
import { createAccountOpeningRequest, listAccountOpeningRequests } from '@/lib/onboarding/service';

/** 201: a `pending` account opening request (accepts Idempotency-Key). */
export const POST = withAuth({ idempotent: true }, async ({ db, body, principal, actor, now }) => {
  const input = parseWith(createAccountOpeningRequestSchema, body);
  const view = await createAccountOpeningRequest(db, principal.organizationId, {
    input,
    apiKeyId: principal.apiKeyId,
    actor,
    now,
  });
  return json(serializeAccountOpeningRequest(view), 201);
});

export const GET = withAuth({}, async ({ db, query, principal, req }) => {
  const parsed = parseWith(listRequestsQuerySchema, query);
  const { views, total } = await listAccountOpeningRequests(db, principal.organizationId, parsed);
  return json({
    data: views.map(serializeAccountOpeningRequest),
    ...pageEnvelope(req.url, parsed.page, parsed.per_page, total),
  } satisfies AccountOpeningRequestPage);
});
