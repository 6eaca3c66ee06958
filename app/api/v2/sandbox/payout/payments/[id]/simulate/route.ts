import { json, notFound } from '@/lib/api/errors';
import { parseIdParam, parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { sandboxMode } from '@/lib/config';
import { simulatePayoutSchema } from '@/lib/payout/schemas';
import { serializePayout } from '@/lib/payout/serialize';
import { getPayout, PAYOUT_NOT_FOUND } from '@/lib/payout/queries';
import { findPayoutForSimulation, simulatePayoutEvent } from '@/lib/payout/simulate';

/** Sandbox only: plays the processor's part (process, pay, fail, reject) for one payout. */
export const POST = withAuth<{ id: string }>({}, async ({ db, params, body, principal, now }) => {
  if (!sandboxMode()) throw notFound();
  const { action } = parseWith(simulatePayoutSchema, body);
  const payout = await findPayoutForSimulation(db, principal, parseIdParam(params.id, PAYOUT_NOT_FOUND));
  await simulatePayoutEvent(db, payout, action, now);
  return json(serializePayout(await getPayout(db, principal, payout.id)));
});
