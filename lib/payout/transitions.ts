import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { payoutPayments, payoutStatusHistory, type PayoutPayment } from '@/db/schema';
import { enqueuePayoutCallback } from './callbacks';
import { bookPayoutChange } from './ledger';
import { PAYOUT_FAILURE_REASONS, PAYOUT_STATUS } from './rules';

/** A status move from one status to another; Paid stamps `paid_at`, Failed and Rejected record why. */
export type Transition = { from: number; to: number };

/**
 * Moves a payout only if it is still in `from`, with the money it moves (lib/payout/ledger.ts: Paid settles the
 * reservation, Failed and Rejected return it), its history row and callback; null when it was not. The WHERE clause
 * is the check, so racing callers cannot both win and the money moves once.
 */
export async function transition(
  tx: Executor,
  payoutId: number,
  change: Transition,
  now: Date,
): Promise<PayoutPayment | null> {
  const [moved] = await tx
    .update(payoutPayments)
    .set({
      statusId: change.to,
      updatedAt: now,
      ...(change.to === PAYOUT_STATUS.paid ? { paidAt: now } : {}),
      ...(PAYOUT_FAILURE_REASONS[change.to] ? { failureReason: PAYOUT_FAILURE_REASONS[change.to] } : {}),
    })
    .where(and(eq(payoutPayments.id, payoutId), eq(payoutPayments.statusId, change.from)))
    .returning();
  if (!moved) return null;
  await bookPayoutChange(tx, moved, now);
  await tx.insert(payoutStatusHistory).values({ payoutId: moved.id, statusId: moved.statusId, createdAt: now });
  await enqueuePayoutCallback(tx, moved, now);
  return moved;
}
