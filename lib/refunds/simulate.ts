import type { Db, Executor } from '@/db/client';
import type { Refund } from '@/db/schema';
import { stateConflict } from '@/lib/errors';
import type { Scope } from '@/lib/livemode';
import { assertSimulatable } from '@/lib/processor';
import { scheduleRefundStep } from '@/lib/processor/sandbox';
import { getRefundRow } from './queries';
import { REFUND_TRANSITIONS, refundStatusObject, type RefundAction } from './rules';
import { transition } from './transitions';

/**
 * A processor event (process, pay or fail). The WHERE clause is the check, so a refund that has moved on refuses it
 * (422 on `action`). History, ledger posting and callback are written with it; `followUp` schedules the processor's
 * next step in the same transaction.
 */
export async function simulateRefundEvent(
  db: Db,
  refund: Refund,
  action: RefundAction,
  now: Date,
  followUp?: RefundAction,
): Promise<Refund> {
  const step = REFUND_TRANSITIONS[action];
  assertSimulatable(refund);
  return db.transaction(async (tx) => {
    const moved = await transition(tx, refund.id, step, now);
    if (!moved) {
      const needs = step.from.map((id) => refundStatusObject(id).name).join(' or ');
      throw stateConflict(
        `Cannot ${action} a refund in status ${refundStatusObject(refund.statusId).name}; ${action} needs ${needs}.`,
        'action',
      );
    }
    if (followUp) await scheduleRefundStep(tx, moved.id, followUp, now);
    return moved;
  });
}

/** A refund in the scope that the sandbox may play the processor for: 404 outside the scope, 403 for a live one. */
export async function findRefundForSimulation(db: Executor, scope: Scope, id: number): Promise<Refund> {
  const refund = await getRefundRow(db, scope, id);
  assertSimulatable(refund);
  return refund;
}
