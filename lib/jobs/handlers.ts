import { payinJobs } from '@/lib/payin/service';
import { payoutJobs } from '@/lib/payout/service';
import { qualificationJobs } from '@/lib/qualification/jobs';
import { webhookJobs } from '@/lib/webhooks/jobs';
import type { JobHandlers } from './service';

/** Every job kind the worker knows. Each capability registers its kinds here. */
export const jobHandlers: JobHandlers = { ...webhookJobs, ...payinJobs, ...payoutJobs, ...qualificationJobs };
