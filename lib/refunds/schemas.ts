import { z } from 'zod';
import { livemodeSchema, pageSchema } from '@/lib/openapi/shared';
import { AMOUNT_LIMITS } from '@/lib/payin/rules';
import { notificationUrlSchema, required, text } from '@/lib/validation/fields';
import { checkCreatedRange, dayOrInstant, optionalPositiveInt, pagingFields } from '@/lib/validation/list-query';
import { REFUND_ACTIONS, REFUND_STATUS_IDS } from './rules';

const MAX_REFUND = AMOUNT_LIMITS.pix.max;

/** `POST /v2/payin/payments/payin-refund/{id}`: shared by the route and the dashboard's refund dialog. */
export const createRefundSchema = z.object(
  {
    amount: z
      .number({ error: required('amount', 'an integer number of cents') })
      .int('The amount must be an integer number of cents.')
      .min(1, 'The amount must be at least 1 cent.')
      .max(MAX_REFUND, `The amount may not be greater than ${MAX_REFUND} cents.`),
    reason: text('reason', 140),
    notification_url: notificationUrlSchema,
  },
  { error: 'The body must be a JSON object with amount and reason.' },
);
export type CreateRefundInput = z.output<typeof createRefundSchema>;
export type CreateRefundForm = z.input<typeof createRefundSchema>;

/** `GET /v2/payin/refunds`: newest first, filtered by status, merchant account, charge and creation time. */
export const listRefundsQuerySchema = z
  .object({
    merchant_id: optionalPositiveInt('merchant_id'),
    charge_id: optionalPositiveInt('charge_id'),
    status_id: z
      .string()
      .transform(Number)
      .refine(
        (id) => (REFUND_STATUS_IDS as number[]).includes(id),
        `The status_id must be one of ${REFUND_STATUS_IDS.join(', ')}.`,
      )
      .optional(),
    created_at_start: dayOrInstant('created_at_start'),
    created_at_end: dayOrInstant('created_at_end'),
    ...pagingFields(),
  })
  .superRefine(checkCreatedRange);
export type ListRefundsQuery = z.output<typeof listRefundsQuerySchema>;

export const simulateRefundSchema = z.object({
  action: z.enum(REFUND_ACTIONS, `The action must be ${REFUND_ACTIONS.join(', ')}.`),
});
export type SimulateRefundAction = z.output<typeof simulateRefundSchema>['action'];

const statusSchema = z.object({ id: z.number().int(), name: z.string() });

/** A refund as a charge lists it in `refunds[]`. */
export const chargeRefundSchema = z.object({
  id: z.number().int(),
  amount: z.number().int().describe('Cents'),
  status: statusSchema.describe('1 Requested, 2 Processing, 3 Paid, 4 Failed'),
  reason: z.string(),
  created_at: z.string().describe('ISO 8601 UTC with microseconds'),
  updated_at: z.string(),
});
export type ChargeRefundRecord = z.infer<typeof chargeRefundSchema>;

/** The published refund: what the refund endpoints answer and its callbacks carry. */
export const refundSchema = chargeRefundSchema.extend({
  livemode: livemodeSchema,
  charge: z.object({ id: z.number().int(), invoice: z.string() }),
  merchant: z.object({ id: z.number().int(), name: z.string() }),
  notification_url: z.string().nullable().describe('Null: callbacks go to the charge’s notification_url'),
  failure_reason: z.string().nullable(),
  status_history: z.array(z.object({ status: statusSchema, updated_at: z.string() })),
});
export type RefundRecord = z.infer<typeof refundSchema>;

/** `GET /v2/payin/refunds`, `GET /v2/payin/payments/{id}/refunds`: one page of refunds. */
export const refundPageSchema = pageSchema(refundSchema);
export type RefundPage = z.infer<typeof refundPageSchema>;
