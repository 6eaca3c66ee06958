import { json, notFound } from '@/lib/api/errors';
import { parseIdParam, parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { sandboxMode } from '@/lib/config';
import { simulatePayinSchema } from '@/lib/payin/schemas';
import { serializeCharge } from '@/lib/payin/serialize';
import { getCharge, PAYIN_NOT_FOUND } from '@/lib/payin/queries';
import { findChargeForSimulation, simulateProcessorEvent } from '@/lib/payin/simulate';

/** Sandbox only: plays the processor's part (pay, credit, reject) for one charge. */
export const POST = withAuth<{ id: string }>({}, async ({ db, params, body, principal, now }) => {
  if (!sandboxMode()) throw notFound();
  const { action } = parseWith(simulatePayinSchema, body);
  const charge = await findChargeForSimulation(db, principal, parseIdParam(params.id, PAYIN_NOT_FOUND));
  await simulateProcessorEvent(db, charge, action, now);
  return json(serializeCharge(await getCharge(db, principal, charge.id)));
});
