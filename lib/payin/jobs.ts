import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { payinCharges, type PayinCharge } from '@/db/schema';
import { PermanentJobError, type JobDefinition } from '@/lib/jobs/service';
import { SANDBOX_JOBS } from '@/lib/processor/sandbox';
import { PAYIN_STATUS } from './rules';
import type { SimulateAction } from './schemas';
import { simulateProcessorEvent, SIMULATIONS } from './simulate';
import { transition, type Transition } from './transitions';

export const PAYIN_JOBS = {
  expire: 'payin.expire',
  sandbox: SANDBOX_JOBS.payin,
  drop: 'payin.processor.drop',
} as const;

/** An unpaid charge past its expiry: Canceled, substatus `expired`. */
const EXPIRY: Transition = {
  from: PAYIN_STATUS.created,
  to: PAYIN_STATUS.canceled,
  substatus: { code: 'expired', name: 'Expired without payment' },
};

/** The processor has dropped a boleto whose cancellation was requested: Canceled, substatus `dropped`. */
const DROP: Transition = {
  from: PAYIN_STATUS.dropRequested,
  to: PAYIN_STATUS.canceled,
  substatus: { code: 'dropped', name: 'Dropped by the processor' },
};

/** One transition in its own transaction; null (a no-op) when the charge has moved on. */
function moveCharge(db: Db, chargeId: number, change: Transition, now: Date): Promise<PayinCharge | null> {
  return db.transaction((tx) => transition(tx, chargeId, change, now));
}

export function expireCharge(db: Db, chargeId: number, now: Date): Promise<PayinCharge | null> {
  return moveCharge(db, chargeId, EXPIRY, now);
}

/** A job that makes one transition of the charge its payload names. */
function transitionJob(change: Transition): JobDefinition {
  return {
    run: async (db, job, now) => {
      const chargeId = Number(job.payload.chargeId);
      if (!Number.isSafeInteger(chargeId)) throw new PermanentJobError('the job has no chargeId');
      await moveCharge(db, chargeId, change, now);
    },
  };
}

/** The payin jobs; each is a conditional transition, so a charge that has moved on makes the job a no-op. */
export const payinJobs: Record<string, JobDefinition> = {
  [PAYIN_JOBS.expire]: transitionJob(EXPIRY),
  [PAYIN_JOBS.drop]: transitionJob(DROP),
  [PAYIN_JOBS.sandbox]: {
    run: async (db, job, now) => {
      const action = job.payload.action as SimulateAction;
      if (!(action in SIMULATIONS)) throw new PermanentJobError(`unknown sandbox action ${String(action)}`);
      const [charge] = await db
        .select()
        .from(payinCharges)
        .where(eq(payinCharges.id, Number(job.payload.chargeId)));
      // The sandbox acts on test-mode charges only; a live charge waits for a real processor or its expiry.
      if (!charge || charge.livemode || charge.statusId !== SIMULATIONS[action].from) return;
      // The magic documents that settle are credited by the processor a step after payment.
      await simulateProcessorEvent(db, charge, action, now, action === 'pay' ? 'credit' : undefined);
    },
  },
};
