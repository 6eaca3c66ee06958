import { z } from 'zod';
import { optionalPositiveInt } from '@/lib/validation/list-query';
import { ONBOARDING_STATUSES } from '@/lib/onboarding/rules';
import { DELIVERY_STATUSES } from '@/lib/webhooks/rules';
import { OVERVIEW_BUCKETS, OVERVIEW_PERIODS, type OverviewPeriod } from './rules';

const PERIODS = Object.keys(OVERVIEW_PERIODS) as [OverviewPeriod, ...OverviewPeriod[]];

/** Without merchant_id the overview covers every account of the organization. */
export const overviewQuerySchema = z.object({
  merchant_id: optionalPositiveInt('merchant_id'),
  period: z.enum(PERIODS, `The period must be one of ${PERIODS.join(', ')}.`).default('30d'),
  bucket: z.enum(OVERVIEW_BUCKETS, 'The bucket must be day or week.').default('day'),
});

const figuresSchema = z.object({
  payin_volume: z.number().int().describe('cents, rejected charges left out'),
  payin_count: z.number().int(),
  paid_rate: z.number().nullable().describe('paid or credited over created, 0–1'),
  payout_volume: z.number().int().describe('cents, failed, rejected and canceled payouts left out'),
  payout_count: z.number().int(),
  markup_earned: z.number().int().describe('cents, on paid charges and paid payouts'),
  failed_deliveries: z
    .number()
    .int()
    .describe(
      'webhook deliveries created in the period (or today) that are failing now: gave up, or retrying after a failed attempt; every account’s; equals attention.failing_deliveries.total for the period',
    ),
});
const seriesPointSchema = z.object({
  bucket: z.string(),
  payin_volume: z.number().int(),
  payin_count: z.number().int(),
  payout_volume: z.number().int(),
  payout_count: z.number().int(),
});
const statusRowSchema = z.object({
  status_id: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  amount: z.number().int(),
});
/** A list that needs someone: its first rows and how many there are in all. */
const attentionSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ total: z.number().int(), items: z.array(item) });

/** `GET /v2/overview` (money in integer cents, instants in ISO 8601). */
export const overviewResponseSchema = z.object({
  period: z.object({
    name: z.enum(PERIODS),
    from: z.string(),
    to: z.string(),
    bucket: z.enum(OVERVIEW_BUCKETS),
    time_zone: z.string(),
  }),
  balances: z
    .object({ available: z.number().int(), pending: z.number().int(), reserved: z.number().int() })
    .describe('cents now, in the mode: the account’s ledger balances, or every account’s added up'),
  kpis: z.object({ today: figuresSchema, period: figuresSchema }),
  series: z.array(seriesPointSchema),
  status_breakdown: z.object({ payin: z.array(statusRowSchema), payout: z.array(statusRowSchema) }),
  attention: z.object({
    cancelable_charges: attentionSchema(
      z.object({
        id: z.number().int(),
        invoice: z.string(),
        payment_method: z.enum(['pix', 'boleto']),
        amount: z.number().int(),
        created_at: z.string(),
      }),
    ),
    failed_payouts: attentionSchema(
      z.object({
        id: z.number().int(),
        invoice: z.string(),
        amount: z.number().int(),
        failure_reason: z.string().nullable(),
        updated_at: z.string(),
      }),
    ),
    batches_with_invalid_records: attentionSchema(
      z.object({
        batch_code: z.string(),
        merchant_id: z.number().int(),
        invalid_records: z.number().int(),
        last_changed_at: z.string(),
      }),
    ),
    onboarding_waiting: attentionSchema(
      z.object({
        id: z.string(),
        status: z.enum(ONBOARDING_STATUSES).describe('pending or due_diligence_review'),
        legal_name: z.string(),
        created_at: z.string(),
      }),
    ),
    failing_deliveries: attentionSchema(
      z.object({
        id: z.number().int(),
        event_kind: z.string(),
        url: z.string(),
        status: z.enum(DELIVERY_STATUSES).describe('pending (retrying after a failed attempt) or failed (gave up)'),
        attempt_count: z.number().int(),
        last_status_code: z.number().int().nullable(),
        updated_at: z.string(),
      }),
    ).describe('the period’s deliveries that are failing now (see kpis.period.failed_deliveries), latest change first'),
  }),
});
// Also the dashboard's types, imported as types only so no zod reaches its bundle.
export type OverviewResponse = z.infer<typeof overviewResponseSchema>;
export type OverviewFigures = OverviewResponse['kpis']['today'];
export type OverviewBalances = OverviewResponse['balances'];
export type SeriesPoint = OverviewResponse['series'][number];
export type StatusRow = OverviewResponse['status_breakdown']['payin'][number];
