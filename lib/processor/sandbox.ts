import type { Executor } from '@/db/client';
import { processorTimings } from '@/lib/config';
import { enqueueJob } from '@/lib/jobs/service';
import { sandboxOutcome } from '@/lib/payin/rules';
import type { SimulateAction } from '@/lib/payin/schemas';
import type { PayoutSimulation } from '@/lib/payout/schemas';
import type { RefundAction } from '@/lib/refunds/rules';
import type { Processor } from './processor';

/** The jobs in which the sandbox plays the processor's next step; payin, payout and refunds run them (test mode only). */
export const SANDBOX_JOBS = {
  payin: 'payin.sandbox.step',
  payout: 'payout.sandbox.step',
  refund: 'refund.sandbox.step',
} as const;

const stepAt = (now: Date) => new Date(now.getTime() + processorTimings.sandboxStepMs());

export function scheduleChargeStep(tx: Executor, chargeId: number, action: SimulateAction, now: Date) {
  return enqueueJob(tx, { kind: SANDBOX_JOBS.payin, payload: { chargeId, action }, runAt: stepAt(now) });
}

export function schedulePayoutStep(tx: Executor, payoutId: number, action: PayoutSimulation, now: Date) {
  return enqueueJob(tx, { kind: SANDBOX_JOBS.payout, payload: { payoutId, action }, runAt: stepAt(now) });
}

export function scheduleRefundStep(tx: Executor, refundId: number, action: RefundAction, now: Date) {
  return enqueueJob(tx, { kind: SANDBOX_JOBS.refund, payload: { refundId, action }, runAt: stepAt(now) });
}

/**
 * The sandbox: the magic buyer documents settle, reject or refuse a charge; every payout and refund is processed a
 * step later, then paid or failed a step after that.
 */
export const sandboxProcessor: Processor = {
  acceptsCharge: (buyerDocument) => sandboxOutcome(buyerDocument) !== 'refused',
  async submitCharge(tx, charge, now) {
    const outcome = sandboxOutcome(charge.buyerDocument);
    if (outcome === 'settles' || outcome === 'rejected')
      await scheduleChargeStep(tx, charge.id, outcome === 'settles' ? 'pay' : 'reject', now);
  },
  async submitPayout(tx, payout, now) {
    await schedulePayoutStep(tx, payout.id, 'process', now);
  },
  async submitRefund(tx, refund, now) {
    await scheduleRefundStep(tx, refund.id, 'process', now);
  },
};
