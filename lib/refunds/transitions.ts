import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { refunds, refundStatusHistory, type Refund } from '@/db/schema';
import { refundPaid, refundReturned } from '@/lib/ledger/flows';
import { postLedgerTransaction } from '@/lib/ledger/post';
import { enqueueRefundCallback } from './callbacks';
import { REFUND_STATUS, REFUND_FAILURE_REASON, type RefundTransition } from './rules';

/** The ledger's side of a final status: Paid sends the held amount out to the payer, Failed gives it back. */
function settlement(refund: Refund) {
  if (refund.statusId === REFUND_STATUS.paid) return refundPaid({ amount: refund.amount });
  if (refund.statusId === REFUND_STATUS.failed) return refundReturned({ amount: refund.amount });
  return null;
}

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
  const flow = settlement(moved);
  if (flow) {
    await postLedgerTransaction(tx, {
      scope: { organizationId: moved.organizationId, livemode: moved.livemode },
      merchantAccountId: moved.merchantAccountId,
      resource: { type: 'refund', id: moved.id },
      description: `Refund #${moved.id} of charge #${moved.chargeId} ${flow.type === 'refund_paid' ? 'paid' : 'failed'}`,
      now,
      ...flow,
    });
  }
  await enqueueRefundCallback(tx, moved, now);
  return moved;
}
