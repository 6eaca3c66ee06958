import { z } from 'zod';
import { FILTER_DATE_RANGE, isCalendarDate, isFilterableDate } from '@/lib/dates';

/** Query-string fields shared by the lists (`page`, `per_page` ≤ 100, sort; docs/api.md). Zod only: forms import them through the domains' schemas. */

export const optionalPositiveInt = (field: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `The ${field} must be a positive integer.`)
    .transform(Number)
    .refine((value) => value >= 1, `The ${field} must be at least 1.`)
    .optional();

export const dayOrInstant = (field: string) =>
  z
    .string()
    .refine(
      (value) => isCalendarDate(value) || (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))),
      {
        message: `The ${field} must be a date (YYYY-MM-DD) or an ISO 8601 date-time.`,
        abort: true,
      },
    )
    .refine(isFilterableDate, `The ${field} must be ${FILTER_DATE_RANGE}.`)
    .optional();

/** `page` from 1 and `per_page` from 1 to 100, for the lists in the `{data, meta, links}` envelope (docs/api.md). */
export function pagingFields(defaultPerPage = 15) {
  return {
    page: optionalPositiveInt('page').default(1),
    per_page: optionalPositiveInt('per_page')
      .default(defaultPerPage)
      .refine((value) => value <= 100, 'The per_page may not be greater than 100.'),
  };
}

export function listQueryFields<K extends string>(sortKeys: readonly [K, ...K[]], defaultSort: K) {
  return {
    merchant_id: optionalPositiveInt('merchant_id'),
    invoice: z.string().max(100, 'The invoice may not be greater than 100 characters.').optional(),
    created_at_start: dayOrInstant('created_at_start'),
    created_at_end: dayOrInstant('created_at_end'),
    ...pagingFields(),
    sort_by: z.enum(sortKeys, `The sort_by must be one of ${sortKeys.join(', ')}.`).default(defaultSort as never),
    sort_order: z.enum(['asc', 'desc'], 'The sort_order must be asc or desc.').default('desc'),
  };
}

export function checkCreatedRange(
  query: { created_at_start?: string; created_at_end?: string },
  ctx: z.RefinementCtx,
): void {
  if (query.created_at_start && query.created_at_end && query.created_at_end < query.created_at_start) {
    ctx.addIssue({
      code: 'custom',
      path: ['created_at_end'],
      message: 'The created_at_end must be on or after created_at_start.',
    });
  }
}
