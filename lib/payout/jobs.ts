import { eq } from 'drizzle-orm';
import { payoutPayments } from '@/db/schema';
import { PermanentJobError, type JobDefinition } from '@/lib/jobs/service';
import { SANDBOX_JOBS } from '@/lib/processor/sandbox';
import { sandboxPayoutFails } from './rules';
import type { PayoutSimulation } from './schemas';
import { simulatePayoutEvent, SIMULATIONS } from './simulate';

export const PAYOUT_JOBS = { sandbox: SANDBOX_JOBS.payout } as const;

/** The sandbox processor's steps (test mode only): Awaiting → Processing, then Paid (or Failed for documents ending in 0000). */
export const payoutJobs: Record<string, JobDefinition> = {
  [PAYOUT_JOBS.sandbox]: {
    run: async (db, job, now) => {
      const action = job.payload.action as PayoutSimulation;
      if (!(action in SIMULATIONS)) throw new PermanentJobError(`unknown sandbox action ${String(action)}`);
      const [payout] = await db
        .select()
        .from(payoutPayments)
        .where(eq(payoutPayments.id, Number(job.payload.payoutId)));
      // The sandbox acts on test-mode payouts only; a live payout waits for a real processor.
      if (!payout || payout.livemode || payout.statusId !== SIMULATIONS[action].from) return;
      const settle: PayoutSimulation = sandboxPayoutFails(payout.beneficiaryDocument) ? 'fail' : 'pay';
      await simulatePayoutEvent(db, payout, action, now, action === 'process' ? settle : undefined);
    },
  },
};
