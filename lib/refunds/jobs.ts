import { eq } from 'drizzle-orm';
import { refunds } from '@/db/schema';
import { PermanentJobError, type JobDefinition } from '@/lib/jobs/service';
import { SANDBOX_JOBS } from '@/lib/processor/sandbox';
import { REFUND_TRANSITIONS, sandboxRefundFails, type RefundAction, type RefundStatusId } from './rules';
import { simulateRefundEvent } from './simulate';

export const REFUND_JOBS = { sandbox: SANDBOX_JOBS.refund } as const;

/** The sandbox processor's steps (test mode only): Requested → Processing, then Paid (or Failed for cents ending in 66). */
export const refundJobs: Record<string, JobDefinition> = {
  [REFUND_JOBS.sandbox]: {
    run: async (db, job, now) => {
      const action = job.payload.action as RefundAction;
      if (!(action in REFUND_TRANSITIONS)) throw new PermanentJobError(`unknown sandbox action ${String(action)}`);
      const [refund] = await db
        .select()
        .from(refunds)
        .where(eq(refunds.id, Number(job.payload.refundId)));
      // The sandbox acts on test-mode refunds only; one the simulate endpoint has moved on makes the step a no-op.
      const from: readonly RefundStatusId[] = REFUND_TRANSITIONS[action].from;
      if (!refund || refund.livemode || !from.includes(refund.statusId as RefundStatusId)) return;
      const settle: RefundAction = sandboxRefundFails(refund.amount) ? 'fail' : 'pay';
      await simulateRefundEvent(db, refund, action, now, action === 'process' ? settle : undefined);
    },
  },
};
