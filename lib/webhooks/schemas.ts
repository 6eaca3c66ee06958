import { z } from 'zod';
import { livemodeSchema, pageSchema } from '@/lib/openapi/shared';
import { FILTER_DATE_RANGE, isFilterableDate } from '@/lib/dates';
import { DELIVERY_STATUSES } from './rules';

const httpUrl = z
  .string('The url field is required.')
  .trim()
  .max(2048, 'The url may not be longer than 2048 characters.')
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'The url must be a valid http or https address.');

export const sendTestEventSchema = z.strictObject({ url: httpUrl });
export type SendTestEventInput = z.infer<typeof sendTestEventSchema>;

/** A real calendar day as YYYY-MM-DD (2026-13-01 and 2026-02-31 are refused, not rolled over). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.')
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, 'The date does not exist.')
  .refine(isFilterableDate, `The date must be ${FILTER_DATE_RANGE}.`);

export const listDeliveriesQuerySchema = z.object({
  event_kind: z.string().max(100).optional(),
  status: z.enum(DELIVERY_STATUSES, 'The status must be pending, delivered or failed.').optional(),
  resource_id: z.string().max(100).optional(),
  created_from: isoDate.optional(),
  created_to: isoDate.optional(),
  page: z.coerce
    .number('The page must be an integer.')
    .int('The page must be an integer.')
    .min(1, 'The page must be at least 1.')
    .default(1),
  per_page: z.coerce
    .number('The per_page must be an integer.')
    .int('The per_page must be an integer.')
    .min(1, 'The per_page must be at least 1.')
    .max(100, 'The per_page may not be greater than 100.')
    .default(15),
});
export type ListDeliveriesQuery = z.infer<typeof listDeliveriesQuerySchema>;

export const attemptRecordSchema = z.object({
  id: z.number().int(),
  attempted_at: z.string(),
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  error: z.string().nullable(),
  response_excerpt: z.string().nullable(),
  request_headers: z.record(z.string(), z.string()),
});

export const deliveryRecordSchema = z.object({
  id: z.number().int(),
  livemode: livemodeSchema,
  event_id: z.string(),
  event_kind: z.string(),
  resource_type: z.string().nullable(),
  resource_id: z.string().nullable(),
  url: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempt_count: z.number().int(),
  next_attempt_at: z.string().nullable(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DeliveryRecord = z.infer<typeof deliveryRecordSchema>;

export const deliveryDetailSchema = deliveryRecordSchema.extend({
  body: z.string(),
  attempts: z.array(attemptRecordSchema),
});
export type DeliveryDetail = z.infer<typeof deliveryDetailSchema>;
export type AttemptRecord = z.infer<typeof attemptRecordSchema>;

export const deliveryPageSchema = pageSchema(deliveryRecordSchema);
export type DeliveryPage = z.infer<typeof deliveryPageSchema>;
