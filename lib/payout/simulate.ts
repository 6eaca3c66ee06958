import type { Db, Executor } from '@/db/client';
import type { PayoutPayment } from '@/db/schema';
import { stateConflict } from '@/lib/errors';
import type { Scope } from '@/lib/livemode';
import { assertSimulatable } from '@/lib/processor';
import { schedulePayoutStep } from '@/lib/processor/sandbox';
import { getPayoutRow } from './queries';
import { PAYOUT_STATUS, payoutStatusObject } from './rules';
import type { PayoutSimulation } from './schemas';
import { transition, type Transition } from './transitions';

/** The processor's events the sandbox plays: each moves a payout from one status only. */
export const SIMULATIONS: Record<PayoutSimulation, Transition> = {
  process: { from: PAYOUT_STATUS.awaiting, to: PAYOUT_STATUS.processing },
  pay: { from: PAYOUT_STATUS.processing, to: PAYOUT_STATUS.paid },
  fail: { from: PAYOUT_STATUS.processing, to: PAYOUT_STATUS.failed },
  reject: { from: PAYOUT_STATUS.awaiting, to: PAYOUT_STATUS.rejected },
};

/**
 * A processor event. The WHERE clause is the check, so a payout that has moved on refuses it (422 on `action`).
 * History and callback are written with it; `followUp` schedules the processor's next step in the same transaction.
 */
export async function simulatePayoutEvent(
  db: Db,
  payout: PayoutPayment,
  action: PayoutSimulation,
  now: Date,
  followUp?: PayoutSimulation,
): Promise<PayoutPayment> {
  const step = SIMULATIONS[action];
  assertSimulatable(payout);
  return db.transaction(async (tx) => {
    const moved = await transition(tx, payout.id, step, now);
    if (!moved) {
      throw stateConflict(
        `Cannot ${action} a payout in status ${payoutStatusObject(payout.statusId).name}; ${action} needs ${payoutStatusObject(step.from).name}.`,
        'action',
      );
    }
    if (followUp) await schedulePayoutStep(tx, moved.id, followUp, now);
    return moved;
  });
}

/** A payout in the scope that the sandbox may play the processor for: 404 outside the scope, 403 for a live one. */
export async function findPayoutForSimulation(db: Executor, scope: Scope, id: number): Promise<PayoutPayment> {
  const payout = await getPayoutRow(db, scope, id);
  assertSimulatable(payout);
  return payout;
}
