import { getStateNameByCode } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { checkCreatedRange, listQueryFields } from '@/lib/validation/list-query';
import { livemodeSchema, pageSchema } from '@/lib/openapi/shared';
import { PAYMENT_SORT_KEYS } from '@/lib/payments/list-query';
import { markupModes } from '@/lib/markup/catalogue';
import { inlineMarkupSchema } from '@/lib/markup/schemas';
import { chargeRefundSchema } from '@/lib/refunds/schemas';
import {
  brazilCountrySchema,
  brlCurrencySchema,
  digitsOnly,
  documentNumber,
  notificationUrlSchema,
  personDocumentSchema,
  required,
  text,
} from '@/lib/validation/fields';
import { isCnpj, isCpf } from '@/lib/validation/documents';
import { isCalendarDate } from '@/lib/dates';
import { AMOUNT_LIMITS, isLocalDateTime, PAYIN_METHODS, PAYIN_STATUS_IDS, pixExpiresAt, saoPauloToday } from './rules';

const buyerDocumentSchema = personDocumentSchema('buyer.document');

const addressSchema = z.object(
  {
    street: text('buyer.address.street'),
    number: text('buyer.address.number', 20),
    complement: z.string('The buyer.address.complement must be a string.').trim().max(255).nullish(),
    zipcode: text('buyer.address.zipcode', 9)
      .transform(digitsOnly)
      .refine((value) => /^\d{8}$/.test(value), 'The buyer.address.zipcode must be a CEP of 8 digits.'),
    city: text('buyer.address.city', 100),
    district: text('buyer.address.district', 100),
    state_code: text('buyer.address.state_code', 2)
      .transform((value) => value.toUpperCase())
      .refine(
        (value) => getStateNameByCode(value) !== null,
        'The buyer.address.state_code must be a Brazilian state (UF) such as SP.',
      ),
  },
  { error: required('buyer.address', 'an object') },
);

const originatorSchema = z.object(
  {
    name: text('originator_legal_entity.name', 200),
    document: documentNumber('originator_legal_entity.document').refine(
      (value) => isCpf(value) || isCnpj(value),
      'The originator_legal_entity.document is not a valid CPF or CNPJ.',
    ),
    helpdesk: text('originator_legal_entity.helpdesk', 200),
  },
  { error: required('originator_legal_entity', 'an object') },
);

const currencySchema = brlCurrencySchema('Boleto and pix charges');
const countrySchema = brazilCountrySchema('Boleto and pix charges');

function amountSchema(method: (typeof PAYIN_METHODS)[number]) {
  const { min, max } = AMOUNT_LIMITS[method];
  return z
    .number({ error: required('amount', 'an integer number of cents') })
    .int('The amount must be an integer number of cents.')
    .min(min, `The amount must be at least ${min} cents for ${method}.`)
    .max(max, `The amount may not be greater than ${max} cents.`);
}

const buyerBase = {
  name: text('buyer.name', 200),
  email: z
    .email({
      error: (issue) =>
        issue.input === undefined
          ? 'The buyer.email field is required.'
          : 'The buyer.email must be a valid email address.',
    })
    .max(254),
  document: buyerDocumentSchema,
};

const common = {
  /** Resolved by the merchant_id rule, not by the schema. */
  merchant_id: z.unknown().optional(),
  invoice: text('invoice', 100),
  notification_url: notificationUrlSchema,
  currency: currencySchema,
  country: countrySchema,
  description: z
    .string('The description must be a string.')
    .trim()
    .max(140, 'The description may not be greater than 140 characters.')
    .nullish(),
  markup: inlineMarkupSchema.nullish(),
};

/**
 * A new charge: the provider's boleto and pix forms, told apart by `payment_method`. Shared by the route and the
 * dashboard form. `now` decides which due dates are in the past.
 */
export function createPayinSchema(now: () => Date = () => new Date()) {
  const boleto = z.object({
    ...common,
    payment_method: z.literal('boleto'),
    amount: amountSchema('boleto'),
    buyer: z.object({ ...buyerBase, address: addressSchema }, { error: required('buyer', 'an object') }),
    originator_legal_entity: originatorSchema,
    boleto: z.object(
      {
        expire_date: z
          .string({ error: required('boleto.expire_date', 'a string') })
          .refine(isCalendarDate, {
            message: 'The boleto.expire_date must be a date in the format YYYY-MM-DD.',
            abort: true,
          })
          .refine((value) => value >= saoPauloToday(now()), 'The boleto.expire_date may not be in the past.'),
      },
      { error: required('boleto', 'an object') },
    ),
  });
  const pix = z.object({
    ...common,
    payment_method: z.literal('pix'),
    amount: amountSchema('pix'),
    buyer: z.object(buyerBase, { error: required('buyer', 'an object') }),
    pix: z.object(
      {
        expire_date: z
          .string({ error: required('pix.expire_date', 'a string') })
          .refine(isLocalDateTime, {
            message: 'The pix.expire_date must be a date-time in the format YYYY-MM-DDTHH:mm:ss.',
            abort: true,
          })
          .refine((value) => pixExpiresAt(value) > now(), 'The pix.expire_date must be in the future.'),
      },
      { error: required('pix', 'an object') },
    ),
  });
  return z.discriminatedUnion('payment_method', [boleto, pix], { error: 'The payment_method must be boleto or pix.' });
}

export type CreatePayinInput = z.output<ReturnType<typeof createPayinSchema>>;
export type CreatePayinForm = z.input<ReturnType<typeof createPayinSchema>>;

export const listPayinsQuerySchema = z
  .object({
    ...listQueryFields(PAYMENT_SORT_KEYS, 'created_at'),
    payment_method: z.enum(PAYIN_METHODS, 'The payment_method must be boleto or pix.').optional(),
    status_id: z
      .string()
      .transform(Number)
      .refine(
        (id) => (PAYIN_STATUS_IDS as number[]).includes(id),
        `The status_id must be one of ${PAYIN_STATUS_IDS.join(', ')}.`,
      )
      .optional(),
  })
  .superRefine(checkCreatedRange);
export type ListPayinsQuery = z.output<typeof listPayinsQuerySchema>;

export const cancelPayinSchema = z.object(
  { cashInId: z.union([z.string(), z.number()], { error: required('cashInId', 'a string') }).transform(String) },
  { error: 'The body must be a JSON object with cashInId.' },
);

/** `DELETE /v1/payin/payments/{cashInId}/request-cancel`: the provider's acknowledgement of a cancellation. */
export const cancelPayinResponseSchema = z.object({ status: z.literal(true), data: z.object({ message: z.string() }) });
export type CancelPayinResponse = z.infer<typeof cancelPayinResponseSchema>;

/** The cancellation's every refusal (unknown charge, not Created, too early, bad body): its own error shape. */
export const cancelPayinRefusalSchema = z.object({ status: z.literal(false), message: z.string() });
export type CancelPayinRefusal = z.infer<typeof cancelPayinRefusalSchema>;

export const simulatePayinSchema = z.object({
  action: z.enum(['pay', 'credit', 'reject'], 'The action must be pay, credit or reject.'),
});
export type SimulateAction = z.output<typeof simulatePayinSchema>['action'];

const statusSchema = z.object({ id: z.number().int(), name: z.string() });
const nullableText = z.string().nullable();

/** The published response: the full shape for boleto and pix alike (also the dashboard's type of a charge). */
export const payinChargeSchema = z.object({
  id: z.number().int(),
  livemode: livemodeSchema,
  merchant: z.object({ id: z.number().int(), name: z.string() }),
  hash: z.string(),
  payment_page: z.string(),
  our_number: z.string(),
  invoice: z.string(),
  notification_url: nullableText,
  payment_method: z.enum(['boleto', 'pix']),
  amount: z.number().int().describe('Cents, as requested'),
  total_amount: z.number().int().describe('Cents the buyer pays: amount + markup'),
  paid_amount: z.number().int().nullable(),
  refunded_amount: z
    .number()
    .int()
    .nullable()
    .describe('Cents of paid refunds (in-flight ones not included); null until the charge is paid'),
  currency: z.object({ id: z.number().int(), name: z.string(), code: z.string(), symbol: z.string() }),
  description: z.string(),
  created_at: z.string().describe('ISO 8601 UTC with microseconds'),
  updated_at: z.string(),
  buyer: z.object({
    name: z.string(),
    email: z.string(),
    document: z.object({ type: z.enum(['cpf', 'cnpj']), number: z.string() }),
    address: z
      .object({
        street: z.string(),
        number: z.string(),
        complement: nullableText,
        zipcode: z.string(),
        city: z.string(),
        district: z.string(),
        state_code: z.string(),
        country: z.string(),
      })
      .optional(),
  }),
  originator_legal_entity: z.object({ name: z.string(), document: z.string(), helpdesk: z.string() }).nullable(),
  splits: z.array(z.unknown()),
  boleto: z
    .object({
      expire_date: z.string(),
      digitable_line: z.string(),
      bar_code_number: z.string(),
      agreement: z.object({ number: z.string(), digit: z.string(), agency: z.string(), assignor_code: z.string() }),
      fine: z.object({ percent: nullableText, amount: z.number().nullable(), date: nullableText }),
      discount: z.object({
        percent: nullableText,
        amount: z.number().nullable(),
        daily_amount: z.number().nullable(),
        date: nullableText,
      }),
    })
    .nullable(),
  pix: z.object({ expire_date: z.string(), qr_code: z.string().describe('BR Code (copia e cola)') }).nullable(),
  status: statusSchema,
  status_history: z.array(z.object({ status: statusSchema, updated_at: z.string() })),
  substatus: z
    .object({ code: z.string(), name: z.string() })
    .nullable()
    .describe('Why it was canceled or rejected, or for a paid charge refunded or partially_refunded'),
  refunds: z.array(chargeRefundSchema).describe('Oldest first; empty when none'),
  automatic_pix: z.null(),
  markup: z
    .object({
      mode: z.enum(markupModes),
      amount: z.number(),
      min_charge_value: z.number().nullable(),
      max_charge_value: z.number().nullable(),
      source: z.enum(['inline', 'global']),
      applied_amount: z.number().int().describe('Cents added to what the buyer pays'),
    })
    .nullable(),
});
export type PayinChargeRecord = z.infer<typeof payinChargeSchema>;

/** `GET /v2/payin/payments`: one page of charges. */
export const payinChargePageSchema = pageSchema(payinChargeSchema);
export type PayinChargePage = z.infer<typeof payinChargePageSchema>;
