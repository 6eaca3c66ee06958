import type { Db, Executor } from '@/db/client';
import type { PayinCharge } from '@/db/schema';
import { stateConflict } from '@/lib/errors';
import type { Scope } from '@/lib/livemode';
import { assertSimulatable } from '@/lib/processor';
import { scheduleChargeStep } from '@/lib/processor/sandbox';
import { getChargeRow } from './queries';
import { PAYIN_STATUS, statusObject } from './rules';
import type { SimulateAction } from './schemas';
import { transition, type Transition } from './transitions';

/** The processor's events the sandbox plays: each moves a charge from one status only. */
export const SIMULATIONS: Record<SimulateAction, Transition> = {
  pay: { from: PAYIN_STATUS.created, to: PAYIN_STATUS.paid, paid: true },
  credit: { from: PAYIN_STATUS.paid, to: PAYIN_STATUS.credited },
  reject: {
    from: PAYIN_STATUS.created,
    to: PAYIN_STATUS.rejected,
    substatus: { code: 'rejected_by_processor', name: 'Rejected by the processor' },
  },
};

/**
 * A sandbox processor event; a charge not in the step's starting status refuses it (a state conflict on `action`).
 * `followUp` schedules the processor's next step in the same transaction.
 */
export async function simulateProcessorEvent(
  db: Db,
  charge: PayinCharge,
  action: SimulateAction,
  now: Date,
  followUp?: SimulateAction,
): Promise<PayinCharge> {
  assertSimulatable(charge);
  return db.transaction(async (tx) => {
    const moved = await transition(tx, charge.id, SIMULATIONS[action], now);
    if (!moved) {
      throw stateConflict(
        `Cannot ${action} a payin in status ${statusObject(charge.statusId).name}; ${action} needs ${statusObject(SIMULATIONS[action].from).name}.`,
        'action',
      );
    }
    if (followUp) await scheduleChargeStep(tx, moved.id, followUp, now);
    return moved;
  });
}

/** A charge in the scope that the sandbox may play the processor for: 404 outside the scope, 403 for a live one. */
export async function findChargeForSimulation(db: Executor, scope: Scope, id: number): Promise<PayinCharge> {
  const charge = await getChargeRow(db, scope, id);
  assertSimulatable(charge);
  return charge;
}
