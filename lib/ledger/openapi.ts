import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  commonErrors,
  jsonContent,
  messageBodySchema,
  queryParameters,
  validationErrorSchema,
} from '@/lib/openapi/shared';
import { STATEMENT_EXPORT_MAX } from './rules';
import {
  balanceHistoryQuerySchema,
  balanceHistoryResponseSchema,
  balanceResponseSchema,
  balanceSeriesQuerySchema,
  balanceSeriesResponseSchema,
  statementPageSchema,
  statementQuerySchema,
} from './schemas';

const merchantParam = z.object({ merchantId: z.string().describe('a merchant account of your organization') });
const notFound = {
  404: { description: 'Unknown merchant account (or another organization’s)', ...jsonContent(messageBodySchema) },
};
const invalid = { 422: { description: 'Invalid parameter', ...jsonContent(validationErrorSchema) } };
const tags = ['Balance'];
const modes = 'In the caller’s mode: an sk_test_ key reads test money, an sk_live_ key live money.';

export function registerLedgerPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/v2/account/{merchantId}/balance',
    tags,
    summary: 'The merchant account’s available, pending and reserved balances, in cents',
    description: modes,
    request: { params: merchantParam },
    responses: {
      200: { description: 'Balances', ...jsonContent(balanceResponseSchema) },
      ...notFound,
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/account/{merchantId}/balance/history',
    tags,
    summary: 'The balances when a São Paulo day ended',
    description: `${modes} Today gives the balances so far; a future day is refused.`,
    request: { params: merchantParam, query: queryParameters(balanceHistoryQuerySchema) },
    responses: {
      200: { description: 'Balances at the end of the day', ...jsonContent(balanceHistoryResponseSchema) },
      ...notFound,
      ...invalid,
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/account/{merchantId}/balance/series',
    tags,
    summary: 'The balances at the end of each São Paulo day of a range (the last 30 days by default, at most 366)',
    description: modes,
    request: { params: merchantParam, query: queryParameters(balanceSeriesQuerySchema) },
    responses: {
      200: { description: 'One point per day', ...jsonContent(balanceSeriesResponseSchema) },
      ...notFound,
      ...invalid,
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/account/{merchantId}/statement',
    tags,
    summary: 'The statement: ledger entries newest first, paged by cursor, or exported as CSV or OFX',
    description: [
      modes,
      'Without `account`, the available account’s entries: each with that account’s balance after it. `account=all`',
      'merges the pending, available and reserved entries by time. Pass a page’s `next_starting_after` as',
      '`starting_after` for the next page; pages stay the same while new entries arrive.',
      '`format=csv` or `format=ofx` (or `Accept: text/csv` / `application/x-ofx`) returns every entry the filters',
      `select as a file, at most ${STATEMENT_EXPORT_MAX.toLocaleString('en-US')} (more is a 422 on from); OFX 1.0.2`,
      'covers one account.',
    ].join(' '),
    request: { params: merchantParam, query: queryParameters(statementQuerySchema) },
    responses: {
      200: {
        description: 'A page of entries, or the file',
        content: {
          'application/json': { schema: statementPageSchema },
          'text/csv': { schema: z.string() },
          'application/x-ofx': { schema: z.string() },
        },
      },
      ...notFound,
      ...invalid,
      ...commonErrors,
    },
  });
}
