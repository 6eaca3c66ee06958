import { ApiError, json } from '@/lib/api/errors';
import { parseIdParam, parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { cancelPayinSchema } from '@/lib/payin/schemas';
import { CANCEL_SUBMITTED, PAYIN_NOT_FOUND, requestCancel } from '@/lib/payin/service';

/** The provider gives this endpoint one error shape (docs/api.md), `{status:false,message}`, for every refusal. */
const cancelErrorBody = (error: ApiError) => ({ status: false, message: error.message });

export const DELETE = withAuth<{ cashInId: string }>(
  { errorBody: cancelErrorBody },
  async ({ db, params, body, principal, actor, now }) => {
    const { cashInId } = parseWith(cancelPayinSchema, body);
    if (cashInId !== params.cashInId)
      throw new ApiError(422, { message: 'The cashInId in the body must match the cashInId in the path.' });
    await requestCancel(db, principal, parseIdParam(params.cashInId, PAYIN_NOT_FOUND), actor, now);
    return json({ status: true, data: { message: CANCEL_SUBMITTED } });
  },
);
