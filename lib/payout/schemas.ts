import { z } from 'zod';
import { checkCreatedRange, listQueryFields } from '@/lib/validation/list-query';
import { livemodeSchema, pageSchema } from '@/lib/openapi/shared';
import { PAYMENT_SORT_KEYS } from '@/lib/payments/list-query';
import { markupModes } from '@/lib/markup/catalogue';
import { inlineMarkupSchema } from '@/lib/markup/schemas';
import {
  brazilCountrySchema,
  brlCurrencySchema,
  notificationUrlSchema,
  personDocumentSchema,
  required,
  text,
} from '@/lib/validation/fields';
import { pixKeyProblem } from './pix-key-rules';
import { hasAtMostTwoDecimals, PAYOUT_AMOUNT_LIMITS, PAYOUT_STATUS_IDS, PIX_KEY_TYPES } from './rules';

const pixKeySchema = z
  .object(
    {
      key: text('beneficiary.pix.key', 77),
      key_type: z
        .string({ error: required('beneficiary.pix.key_type', 'a string') })
        .transform((value) => value.trim().toUpperCase())
        .pipe(z.enum(PIX_KEY_TYPES, `The beneficiary.pix.key_type must be one of ${PIX_KEY_TYPES.join(', ')}.`)),
    },
    { error: required('beneficiary.pix', 'an object') },
  )
  .superRefine((pix, ctx) => {
    const problem = pixKeyProblem(pix.key, pix.key_type);
    if (problem) ctx.addIssue({ code: 'custom', path: ['key'], message: problem });
  });

/** The provider's payout request; shared by the route and the dashboard form. */
export const createPayoutSchema = z
  .object({
    /** Resolved by the merchant_id rule, not by the schema. */
    merchant_id: z.unknown().optional(),
    payment_method: z
      .string({ error: required('payment_method', 'a string') })
      .refine((method) => method === 'PIX', 'The payment_method must be PIX.'),
    invoice: text('invoice', 100),
    currency: brlCurrencySchema('Payouts'),
    amount: z
      .number({ error: required('amount', 'a number') })
      .refine(hasAtMostTwoDecimals, { message: 'The amount may not have more than two decimal places.', abort: true })
      .refine(
        (value) => value >= Number(PAYOUT_AMOUNT_LIMITS.min),
        `The amount must be at least ${PAYOUT_AMOUNT_LIMITS.min}.`,
      )
      .refine(
        (value) => value <= Number(PAYOUT_AMOUNT_LIMITS.max),
        `The amount may not be greater than ${PAYOUT_AMOUNT_LIMITS.max}.`,
      ),
    country: brazilCountrySchema('Payouts'),
    beneficiary: z.object(
      {
        name: text('beneficiary.name', 200),
        document: personDocumentSchema('beneficiary.document'),
        pix: pixKeySchema,
      },
      { error: required('beneficiary', 'an object') },
    ),
    notification_url: notificationUrlSchema,
    description: z
      .string('The description must be a string.')
      .trim()
      .max(140, 'The description may not be greater than 140 characters.')
      .nullish(),
    markup: inlineMarkupSchema.nullish(),
  })
  .superRefine((input, ctx) => {
    // Spec rule 1: inline markup only for PIX payments.
    if (input.markup && input.payment_method !== 'PIX') {
      ctx.addIssue({ code: 'custom', path: ['markup'], message: 'Markup is accepted only for PIX payments.' });
    }
  });
export type CreatePayoutInput = z.output<typeof createPayoutSchema>;
export type CreatePayoutForm = z.input<typeof createPayoutSchema>;

export const listPayoutsQuerySchema = z
  .object({
    ...listQueryFields(PAYMENT_SORT_KEYS, 'created_at'),
    status_id: z
      .string()
      .transform(Number)
      .refine((id) => PAYOUT_STATUS_IDS.includes(id), `The status_id must be one of ${PAYOUT_STATUS_IDS.join(', ')}.`)
      .optional(),
  })
  .superRefine(checkCreatedRange);
export type ListPayoutsQuery = z.output<typeof listPayoutsQuerySchema>;

export const simulatePayoutSchema = z.object({
  action: z.enum(['process', 'pay', 'fail', 'reject'], 'The action must be process, pay, fail or reject.'),
});
export type PayoutSimulation = z.output<typeof simulatePayoutSchema>['action'];

const statusSchema = z.object({ id: z.number().int(), name: z.string() });

/** The provider's payout response, with what was charged whichever the markup's source (a global rule leaves `markup` null). */
export const payoutRecordSchema = z.object({
  id: z.number().int(),
  livemode: livemodeSchema,
  merchant: z.object({ id: z.number().int(), name: z.string() }),
  payment_method: z.literal('PIX'),
  amount: z.string().describe('With the currency symbol: R$ 1.234,56'),
  currency: z.string(),
  invoice: z.string(),
  status: statusSchema,
  beneficiary: z.object({
    name: z.string(),
    document: z.object({ type: z.string(), number: z.string() }),
    pix: z.object({ key: z.string(), key_type: z.enum(PIX_KEY_TYPES) }),
  }),
  markup: z
    .object({
      mode: z.enum(markupModes),
      amount: z.number(),
      min_charge_value: z.number().nullable(),
      max_charge_value: z.number().nullable(),
      purpose: z.string(),
      paid_at: z.string().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    })
    .nullable()
    .describe('Inline markup as applied; null when none was sent (a global rule is then reported in markup_charged)'),
  markup_charged: z.string(),
  markup_source: z.enum(['inline', 'global']).nullable(),
  total_debited: z.string(),
  description: z.string().nullable(),
  failure_reason: z
    .string()
    .nullable()
    .describe(
      'Why the payout failed or was rejected (its funds were returned to the available balance); null otherwise',
    ),
  notification_url: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  status_history: z.array(z.object({ status: statusSchema, updated_at: z.string() })),
});
export type PayoutRecord = z.infer<typeof payoutRecordSchema>;
/** `GET /v2/payout/payments`: one page of payouts. */
export const payoutPageSchema = pageSchema(payoutRecordSchema);
export type PayoutPage = z.infer<typeof payoutPageSchema>;
