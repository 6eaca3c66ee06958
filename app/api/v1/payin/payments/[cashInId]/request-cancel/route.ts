import { cancelErrors } from '@/lib/api/error-families';
import { fieldError, json } from '@/lib/api/errors';
import { parseIdParam, parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { cancelPayinSchema } from '@/lib/payin/schemas';
import { requestCancel } from '@/lib/payin/cancel';
import { PAYIN_NOT_FOUND } from '@/lib/payin/queries';
import { serializeCancelSubmitted } from '@/lib/payin/serialize';

export const DELETE = withAuth<{ cashInId: string }>(
  cancelErrors,
  async ({ db, params, body, principal, actor, now }) => {
    const { cashInId } = parseWith(cancelPayinSchema, body);
    if (cashInId !== params.cashInId)
      throw fieldError('cashInId', 'The cashInId in the body must match the cashInId in the path.');
    await requestCancel(db, principal, parseIdParam(params.cashInId, PAYIN_NOT_FOUND), actor, now);
    return json(serializeCancelSubmitted());
  },
);
