import { z } from 'zod';
import { FILTER_DATE_RANGE, isCalendarDate, isFilterableDate } from '@/lib/dates';
import { livemodeSchema } from '@/lib/openapi/shared';
import { dayOrInstant, optionalPositiveInt } from '@/lib/validation/list-query';
import {
  STATEMENT_ACCOUNTS,
  STATEMENT_FORMATS,
  STATEMENT_PAGE_SIZE,
  STATEMENT_SCOPES,
  TRANSACTION_TYPES,
} from './rules';

/** Balances and the statement (docs/api.md, "Balance and statement"); money in integer cents. */

/** A São Paulo calendar day that a query can carry. */
const calendarDay = (field: string) =>
  z
    .string({ error: `The ${field} field is required.` })
    .refine(isCalendarDate, { message: `The ${field} must be a date (YYYY-MM-DD).`, abort: true })
    .refine(isFilterableDate, `The ${field} must be ${FILTER_DATE_RANGE}.`);

export const balanceHistoryQuerySchema = z.object({ date: calendarDay('date') });

export const balanceSeriesQuerySchema = z.object({
  from: calendarDay('from').optional(),
  to: calendarDay('to').optional(),
});
export type BalanceSeriesQuery = z.output<typeof balanceSeriesQuerySchema>;

const entryId = (field: string) =>
  z
    .string()
    .regex(/^\d{1,15}$/, `The ${field} must be an entry id.`)
    .transform(Number)
    .refine((value) => value >= 1, `The ${field} must be an entry id.`);

export const statementQuerySchema = z
  .object({
    account: z
      .enum(STATEMENT_SCOPES, `The account must be one of ${STATEMENT_SCOPES.join(', ')}.`)
      .default('available'),
    type: z.enum(TRANSACTION_TYPES, `The type must be one of ${TRANSACTION_TYPES.join(', ')}.`).optional(),
    from: dayOrInstant('from'),
    to: dayOrInstant('to'),
    starting_after: entryId('starting_after').optional(),
    limit: optionalPositiveInt('limit')
      .default(STATEMENT_PAGE_SIZE.default)
      .refine(
        (value) => value <= STATEMENT_PAGE_SIZE.max,
        `The limit may not be greater than ${STATEMENT_PAGE_SIZE.max}.`,
      ),
    format: z.enum(STATEMENT_FORMATS, `The format must be one of ${STATEMENT_FORMATS.join(', ')}.`).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The to must be on or after from.' });
    }
    if (query.format === 'ofx' && query.account === 'all') {
      ctx.addIssue({
        code: 'custom',
        path: ['account'],
        message: `An OFX statement covers one account: choose ${STATEMENT_ACCOUNTS.join(', ')}.`,
      });
    }
  });
export type StatementQuery = z.output<typeof statementQuerySchema>;

const cents = (description: string) => z.number().int().describe(description);
const balanceFigures = {
  available: cents('cents the merchant can pay out or refund now'),
  pending: cents('cents of paid charges not yet credited'),
  reserved: cents('cents held for payouts and refunds in flight'),
};

/** `GET /v2/account/{merchantId}/balance`. */
export const balanceResponseSchema = z.object({
  ...balanceFigures,
  currency: z.literal('BRL'),
  livemode: livemodeSchema,
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

/** `GET /v2/account/{merchantId}/balance/history?date=`: the balances when that São Paulo day ended. */
export const balanceHistoryResponseSchema = balanceResponseSchema.extend({
  date: z.string().describe('the São Paulo day, YYYY-MM-DD'),
  as_of: z.string().describe('the instant the day ended (the next day’s midnight in São Paulo), ISO 8601 UTC'),
});
export type BalanceHistoryResponse = z.infer<typeof balanceHistoryResponseSchema>;

/** `GET /v2/account/{merchantId}/balance/series`: one point per São Paulo day, at its end. */
export const balanceSeriesResponseSchema = z.object({
  data: z.array(z.object({ date: z.string(), ...balanceFigures })),
  currency: z.literal('BRL'),
  livemode: livemodeSchema,
});
export type BalanceSeriesResponse = z.infer<typeof balanceSeriesResponseSchema>;

export const statementEntrySchema = z.object({
  id: z.number().int().describe('the entry id; pass it as starting_after to read on from it'),
  account: z.enum(STATEMENT_ACCOUNTS),
  type: z.enum(TRANSACTION_TYPES),
  amount: cents('signed cents: positive raises the account’s balance, negative lowers it'),
  balance_after: cents('the account’s balance once this entry applied'),
  gross: cents(
    'signed cents: the payment’s own amount (a charge’s total paid by the buyer, a payout’s amount sent to the beneficiary), so gross − fee = net',
  ),
  fee: cents(
    'cents of markup of the charge or payout that caused the entry, positive when this movement pays it, negative when it gives it back (a returned payout); 0 for refunds, adjustments and top-ups',
  ),
  net: cents('signed cents the account moved: the same as amount'),
  resource: z
    .object({ type: z.enum(['charge', 'payout', 'refund']), id: z.number().int() })
    .nullable()
    .describe('what caused the movement; null for adjustments and sandbox top-ups'),
  description: z.string(),
  created_at: z.string().describe('ISO 8601 UTC with microseconds'),
  livemode: livemodeSchema,
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

/** Newest first; `next_starting_after` reads the next (older) page, and is null on the last. */
export const statementPageSchema = z.object({
  data: z.array(statementEntrySchema),
  has_more: z.boolean(),
  next_starting_after: z.number().int().nullable(),
});
export type StatementPage = z.infer<typeof statementPageSchema>;
