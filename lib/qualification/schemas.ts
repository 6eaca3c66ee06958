import { z } from 'zod';
import { required, text } from '@/lib/validation/fields';
import { normalizeDocument } from '@/lib/validation/documents';
import { MAX_DEPOSIT_REAIS, MAX_RECORDS_PER_BATCH, MIN_DEPOSIT_REAIS } from './limits';
import { FILTER_DATE_RANGE, isCalendarDate, isFilterableDate } from '@/lib/dates';
import { optionalPositiveInt, pagingFields } from '@/lib/validation/list-query';
import { livemodeSchema } from '@/lib/openapi/shared';

const optionalText = (field: string, max = 255) =>
  z
    .string(`The ${field} must be a string.`)
    .trim()
    .max(max, `The ${field} may not be greater than ${max} characters.`)
    .nullish();
const digits = (field: string, max: number) =>
  text(field, max).refine((value) => /^\d+$/.test(value), `The ${field} must contain only digits.`);

/** One item of `data[]`, as the provider publishes it; `field` keys in messages are the item's own paths. */
export const qualificationItemSchema = z
  .object(
    {
      amount: z
        .number('The amount must be a number.')
        .min(MIN_DEPOSIT_REAIS, `The amount must be at least ${MIN_DEPOSIT_REAIS}.`)
        .max(MAX_DEPOSIT_REAIS, `The amount may not be greater than ${MAX_DEPOSIT_REAIS}.`)
        .nullish(),
      custom_code: text('custom_code', 100),
      batch_code: text('batch_code', 100),
      notification_url: z
        .url({ protocol: /^https?$/, error: 'The notification_url must be an http or https URL.' })
        .max(2048)
        .nullish(),
      beneficiary: z.object(
        {
          name: text('beneficiary.name', 200),
          bank_code: digits('beneficiary.bank_code', 3),
          bank_branch: digits('beneficiary.bank_branch', 5),
          bank_branch_digit: optionalText('beneficiary.bank_branch_digit', 2),
          account: digits('beneficiary.account', 13),
          account_digit: text('beneficiary.account_digit', 2),
          account_type: z.enum(['SAVINGS', 'CHECKING'], 'The beneficiary.account_type must be SAVINGS or CHECKING.'),
          document: text('beneficiary.document', 18).transform(normalizeDocument),
          document_type: z.enum(['cpf', 'cnpj'], 'The beneficiary.document_type must be cpf or cnpj.'),
          birthdate: z
            .string('The beneficiary.birthdate must be a string.')
            .refine(isCalendarDate, 'The beneficiary.birthdate must be a date in the format YYYY-MM-DD.')
            .nullish(),
          phone: optionalText('beneficiary.phone', 20).refine(
            (value) => !value || /^\+\d{10,15}$/.test(value),
            'The beneficiary.phone must include the country code, such as +5511987654321.',
          ),
          city: optionalText('beneficiary.city', 100),
          postal_code: optionalText('beneficiary.postal_code', 9),
          province_code: optionalText('beneficiary.province_code', 2),
          address: optionalText('beneficiary.address'),
        },
        { error: required('beneficiary', 'an object') },
      ),
    },
    { error: 'Each data item must be an object.' },
  )
  .superRefine((item, ctx) => {
    const length = item.beneficiary.document.length;
    if (item.beneficiary.document_type === 'cpf' && length !== 11)
      ctx.addIssue({ code: 'custom', path: ['beneficiary', 'document'], message: 'A cpf document has 11 digits.' });
    if (item.beneficiary.document_type === 'cnpj' && length !== 14)
      ctx.addIssue({
        code: 'custom',
        path: ['beneficiary', 'document'],
        message: 'A cnpj document has 14 characters.',
      });
  });
export type QualificationItem = z.output<typeof qualificationItemSchema>;

/** The batch envelope; items are checked one by one so good ones are stored and bad ones reported by line. */
export const qualificationBatchSchema = z.object(
  {
    merchant_id: z.unknown().optional(),
    service_id: z
      .number({ error: required('service_id', 'an integer') })
      .int('The service_id must be an integer.')
      .min(1, 'The service_id must be one of 1, 2, 3, 4, 5.')
      .max(5, 'The service_id must be one of 1, 2, 3, 4, 5.'),
    data: z
      .array(z.unknown(), { error: required('data', 'an array') })
      .min(1, 'The data must have at least one record.')
      .max(MAX_RECORDS_PER_BATCH, `The data may not have more than ${MAX_RECORDS_PER_BATCH} records; split the batch.`),
  },
  { error: 'The body must be a JSON object.' },
);

export const QUALIFICATION_ORDER_KEYS = [
  'id',
  'data_qualification_service_name',
  'batch_code',
  'custom_code',
  'merchant.name',
  'description_status',
  'created_at',
] as const;

const nonNegativeInt = (field: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `The ${field} must be an integer of at least 0.`)
    .transform(Number)
    .optional();

export const listQualificationQuerySchema = z.object({
  per_page: nonNegativeInt('per_page').refine(
    (value) => value === undefined || value <= 100,
    'The per_page may not be greater than 100.',
  ),
  page: nonNegativeInt('page'),
  order_by: z
    .enum(QUALIFICATION_ORDER_KEYS, `The order_by must be one of ${QUALIFICATION_ORDER_KEYS.join(', ')}.`)
    .default('id'),
  sort: z.enum(['asc', 'desc'], 'The sort must be asc or desc.').default('asc'),
  created_at: z
    .string()
    .refine(isCalendarDate, { message: 'The created_at must be a date in the format YYYY-MM-DD.', abort: true })
    .refine(isFilterableDate, `The created_at must be ${FILTER_DATE_RANGE}.`)
    .optional(),
  custom_code: z.string().max(100).optional(),
  batch_code: z.string().max(100).optional(),
  document: z.string().max(18).transform(normalizeDocument).optional(),
  data_qualification_service_id: z
    .string()
    .regex(/^[1-5]$/, 'The data_qualification_service_id must be one of 1, 2, 3, 4, 5.')
    .transform(Number)
    .optional(),
  merchant_id: z
    .string()
    .regex(/^\d{1,9}$/, 'The merchant_id must be a positive integer.')
    .transform(Number)
    .optional(),
  status_flow_data_qualification_id: z
    .string()
    .regex(/^(1|5|6|7|9|999)$/, 'The status_flow_data_qualification_id must be one of 1, 5, 6, 7, 9, 999.')
    .transform(Number)
    .optional(),
});
export type ListQualificationQuery = z.output<typeof listQualificationQuerySchema>;

/** Our addition: batches with their progress, in our list envelope (docs/api.md). */
export const listBatchesQuerySchema = z.object({
  merchant_id: optionalPositiveInt('merchant_id'),
  ...pagingFields(),
});
export type ListBatchesQuery = z.output<typeof listBatchesQuerySchema>;

export const resolveRecordSchema = z.object({
  status_id: z.union([z.literal(5), z.literal(6)], 'The status_id must be 5 (Valid data) or 6 (Invalid data).'),
  note: z
    .string('The note must be a string.')
    .trim()
    .max(500, 'The note may not be greater than 500 characters.')
    .nullish(),
});

const lineRef = z.object({
  line: z.number().int().nullable(),
  batch_code: z.string().nullable(),
  custom_code: z.string().nullable(),
});
/** The 400 of an upload: refused, stored and moved records, by line of the request. */
export const batchRefusedSchema = z.object({
  message: z.string(),
  info: z.object({
    errors: z.array(lineRef.extend({ message: z.string() })),
    uploadSuccess: z.array(lineRef),
    uploadChangeService: z.array(lineRef.extend({ message: z.string() })),
  }),
});
/** The provider's record (docs/api.md): `merchant.id` a string, dates as `YYYY-MM-DD HH:mm:ss`. */
export const qualificationRecordSchema = z.object({
  id: z.number().int(),
  livemode: livemodeSchema,
  batch_code: z.string(),
  custom_code: z.string(),
  data_qualification_service_id: z.number().int(),
  data_qualification_service_name: z.string(),
  status_flow_data_qualification_id: z.number().int(),
  data_qualification_status_flow_name: z.string(),
  description_status: z.string(),
  name: z.string(),
  document: z.string(),
  document_type: z.enum(['cpf', 'cnpj']),
  bank_code: z.string(),
  bank_branch: z.string(),
  bank_branch_digit: z.string().nullable(),
  account: z.string(),
  account_digit: z.string(),
  account_type: z.enum(['SAVINGS', 'CHECKING']),
  account_type_name: z.string(),
  amount: z.number().nullable(),
  notification_url: z.string().nullable(),
  created_at: z.string().describe('YYYY-MM-DD HH:mm:ss (UTC)'),
  updated_at: z.string(),
  merchant: z.object({ id: z.string(), name: z.string() }),
});

/** A batch (one batch_code on one account) with its records counted by status. */
export const qualificationBatchSummarySchema = z.object({
  batch_code: z.string(),
  merchant: z.object({ id: z.string(), name: z.string() }),
  received_at: z.string().describe('ISO 8601'),
  last_changed_at: z.string(),
  total: z.number().int(),
  final: z.number().int().describe('Valid data, Invalid data or No Process'),
  in_processing: z.number().int().describe('Received or Processing; Awaiting records wait for an operator'),
  by_status: z.array(z.object({ status_id: z.number().int(), name: z.string(), records: z.number().int() })),
});

export const qualificationServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  requires_amount: z.boolean(),
});
export const qualificationStatusSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  final: z.boolean(),
  step: z.number().int(),
});

// The responses' types, for the serializers and the dashboard (which imports them as types only: no zod in its bundle).
export type BatchRefusal = z.infer<typeof batchRefusedSchema>;
export type DataQualificationRecord = z.infer<typeof qualificationRecordSchema>;
export type QualificationBatchSummary = z.infer<typeof qualificationBatchSummarySchema>;
export type QualificationServiceRecord = z.infer<typeof qualificationServiceSchema>;
export type QualificationStatusRecord = z.infer<typeof qualificationStatusSchema>;
