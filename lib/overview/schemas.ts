import { z } from 'zod';
import { optionalPositiveInt } from '@/lib/api/list-query';
import { OVERVIEW_BUCKETS, OVERVIEW_PERIODS, type OverviewPeriod } from './rules';

const PERIODS = Object.keys(OVERVIEW_PERIODS) as [OverviewPeriod, ...OverviewPeriod[]];

/** Without merchant_id the overview covers every account of the organization. */
export const overviewQuerySchema = z.object({
  merchant_id: optionalPositiveInt('merchant_id'),
  period: z.enum(PERIODS, `The period must be one of ${PERIODS.join(', ')}.`).default('30d'),
  bucket: z.enum(OVERVIEW_BUCKETS, 'The bucket must be day or week.').default('day'),
});
