import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  commonErrors,
  jsonContent,
  messageBodySchema,
  queryParameters,
  validationErrorSchema,
} from '@/lib/openapi/shared';
import {
  createPayoutSchema,
  listPayoutsQuerySchema,
  payoutPageSchema,
  payoutRecordSchema,
  simulatePayoutSchema,
} from './schemas';

const invalid = { 422: { description: 'Validation failed', ...jsonContent(validationErrorSchema) } };
const notFound = {
  404: { description: 'Unknown payout (or another organization’s)', ...jsonContent(messageBodySchema) },
};
const idParam = z.object({ id: z.string() });

export function registerPayoutPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'post',
    path: '/v2/payout/payments',
    tags: ['Payout'],
    summary: 'Create a PIX payout (accepts Idempotency-Key)',
    request: { body: jsonContent(createPayoutSchema), headers: z.object({ 'idempotency-key': z.string().optional() }) },
    responses: { 201: { description: 'Created', ...jsonContent(payoutRecordSchema) }, ...invalid, ...commonErrors },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/payout/payments',
    tags: ['Payout'],
    summary: 'List payouts',
    request: { query: queryParameters(listPayoutsQuerySchema) },
    responses: {
      200: { description: 'A page of payouts', ...jsonContent(payoutPageSchema) },
      ...invalid,
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/payout/payments/{id}',
    tags: ['Payout'],
    summary: 'Get one payout',
    request: { params: idParam },
    responses: { 200: { description: 'The payout', ...jsonContent(payoutRecordSchema) }, ...notFound, ...commonErrors },
  });
  registry.registerPath({
    method: 'post',
    path: '/v2/sandbox/payout/payments/{id}/simulate',
    tags: ['Sandbox'],
    summary:
      'Play the processor: process or reject an Awaiting payout, pay or fail a Processing one (sandbox mode only)',
    description: 'Test-mode payouts only: a live payout answers 403. A payout of the other mode is unknown (404).',
    request: { params: idParam, body: jsonContent(simulatePayoutSchema) },
    responses: {
      200: { description: 'The payout after the event', ...jsonContent(payoutRecordSchema) },
      ...notFound,
      ...invalid,
      ...commonErrors,
    },
  });
}
