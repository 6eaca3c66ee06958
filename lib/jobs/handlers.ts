import { payinJobs } from '@/lib/payin/jobs';
import { payoutJobs } from '@/lib/payout/jobs';
import { qualificationJobs } from '@/lib/qualification/jobs';
import { refundJobs } from '@/lib/refunds/jobs';
import { webhookJobs } from '@/lib/webhooks/jobs';
import type { JobHandlers } from './service';

/** Every job kind the worker knows. Each capability registers its kinds here. */
export const jobHandlers: JobHandlers = {
  ...webhookJobs,
  ...payinJobs,
  ...payoutJobs,
  ...qualificationJobs,
  ...refundJobs,
};
