import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { payinCharges, payinStatusHistory, type PayinCharge } from '@/db/schema';
import { enqueueChargeCallback } from './callbacks';
import { bookChargeChange } from './ledger';

/** A status move: from one status to another, with the substatus it sets and whether it marks the charge paid. */
export type Transition = { from: number; to: number; substatus?: PayinCharge['substatus']; paid?: boolean };

/** After any status change: its history row and its callback, in the change's transaction. */
export async function recordChange(tx: Executor, charge: PayinCharge, now: Date): Promise<void> {
  await tx
    .insert(payinStatusHistory)
    .values({ chargeId: charge.id, statusId: charge.statusId, createdAt: charge.updatedAt });
  await enqueueChargeCallback(tx, charge, now);
}

/**
 * Moves a charge only if it is still in `from`, with the money it moves (lib/payin/ledger.ts), its history row and
 * callback; null when it was not. The WHERE clause is the check, so racing callers cannot both win, and every path
 * that pays or credits a charge (the sandbox's jobs, the simulate endpoint, the payment page's button) books it once.
 */
export async function transition(
  tx: Executor,
  chargeId: number,
  change: Transition,
  now: Date,
): Promise<PayinCharge | null> {
  const [charge] = await tx
    .update(payinCharges)
    .set({
      statusId: change.to,
      updatedAt: now,
      ...(change.substatus !== undefined ? { substatus: change.substatus } : {}),
      ...(change.paid ? { paidAmount: sql`${payinCharges.amount} + ${payinCharges.markupAmount}` } : {}),
    })
    .where(and(eq(payinCharges.id, chargeId), eq(payinCharges.statusId, change.from)))
    .returning();
  if (!charge) return null;
  await bookChargeChange(tx, charge, now);
  await recordChange(tx, charge, now);
  return charge;
}
