import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { refunds, refundStatusHistory, type Refund } from '@/db/schema';
import { enqueueRefundCallback } from './callbacks';
import { bookRefundChange } from './ledger';
import { REFUND_STATUS, REFUND_FAILURE_REASON, type RefundTransition } from './rules';

/**
 * Moves a refund only if it is still in one of the transition's `from` statuses, with its history row, its ledger
 * posting (Paid: reserved → clearing; Failed: reserved → available) and its callback; null when it was not. The
 * WHERE clause is the check, so racing callers cannot both win, and the posting is idempotent per refund and type.
 */
export async function transition(
  tx: Executor,
  refundId: number,
  change: RefundTransition,
  now: Date,
): Promise<Refund | null> {
  const [moved] = await tx
    .update(refunds)
    .set({
      statusId: change.to,
      updatedAt: now,
      ...(change.to === REFUND_STATUS.failed ? { failureReason: REFUND_FAILURE_REASON } : {}),
    })
    .where(and(eq(refunds.id, refundId), inArray(refunds.statusId, [...change.from])))
    .returning();
  if (!moved) return null;
  await tx.insert(refundStatusHistory).values({ refundId: moved.id, statusId: moved.statusId, createdAt: now });
  await bookRefundChange(tx, moved, now);
  await enqueueRefundCallback(tx, moved, now);
  return moved;
}
