import { json } from '@/lib/api/errors';
import { parseIdParam, parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { PAYIN_NOT_FOUND } from '@/lib/payin/queries';
import { createRefund } from '@/lib/refunds/create';
import { createRefundSchema } from '@/lib/refunds/schemas';
import { serializeRefund } from '@/lib/refunds/serialize';

/** A refund (Pix devolução) of the charge `{id}`, on the provider's path. */
export const POST = withAuth<{ id: string }>(
  { idempotent: true },
  async ({ db, params, body, principal, actor, now }) => {
    const chargeId = parseIdParam(params.id, PAYIN_NOT_FOUND);
    const input = parseWith(createRefundSchema, body);
    const view = await createRefund(db, {
      scope: principal,
      chargeId,
      input,
      apiKeyId: principal.apiKeyId,
      actor,
      now,
    });
    return json(serializeRefund(view), 201);
  },
);
