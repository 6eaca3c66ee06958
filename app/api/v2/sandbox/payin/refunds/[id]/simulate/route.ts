import { json, notFound } from '@/lib/api/errors';
import { parseIdParam, parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { sandboxMode } from '@/lib/config';
import { getRefund, REFUND_NOT_FOUND } from '@/lib/refunds/queries';
import { simulateRefundSchema } from '@/lib/refunds/schemas';
import { serializeRefund } from '@/lib/refunds/serialize';
import { findRefundForSimulation, simulateRefundEvent } from '@/lib/refunds/simulate';

/** Sandbox only: plays the processor's part (process, pay, fail) for one refund. */
export const POST = withAuth<{ id: string }>({}, async ({ db, params, body, principal, now }) => {
  if (!sandboxMode()) throw notFound();
  const { action } = parseWith(simulateRefundSchema, body);
  const refund = await findRefundForSimulation(db, principal, parseIdParam(params.id, REFUND_NOT_FOUND));
  await simulateRefundEvent(db, refund, action, now);
  return json(serializeRefund(await getRefund(db, principal, refund.id)));
});
