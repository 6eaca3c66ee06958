import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  commonErrors,
  queryParameters,
  jsonContent,
  messageBodySchema,
  validationErrorSchema,
} from '@/lib/openapi/shared';
import {
  cancelPayinRefusalSchema,
  cancelPayinResponseSchema,
  cancelPayinSchema,
  createPayinSchema,
  listPayinsQuerySchema,
  payinChargePageSchema,
  payinChargeSchema,
  simulatePayinSchema,
} from './schemas';

const invalid = { 422: { description: 'Validation failed', ...jsonContent(validationErrorSchema) } };
const notFound = {
  404: { description: 'Unknown charge (or another organization’s)', ...jsonContent(messageBodySchema) },
};
const idParam = z.object({ id: z.string() });
/** The cancellation answers every refusal in its own shape, the shared ones too (lib/api/error-families.ts). */
const cancelRefused = (description: string) => ({ description, ...jsonContent(cancelPayinRefusalSchema) });
const cancelCommonErrors = Object.fromEntries(
  Object.entries(commonErrors).map(([status, { description }]) => [status, cancelRefused(description)]),
);

export function registerPayinPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'post',
    path: '/v2/payin/payments',
    tags: ['Payin'],
    summary: 'Create a boleto or pix charge (accepts Idempotency-Key)',
    request: {
      body: jsonContent(createPayinSchema()),
      headers: z.object({ 'idempotency-key': z.string().optional() }),
    },
    responses: {
      201: { description: 'Created', ...jsonContent(payinChargeSchema) },
      400: { description: 'Refused by the processor, or malformed JSON', ...jsonContent(messageBodySchema) },
      ...invalid,
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/payin/payments',
    tags: ['Payin'],
    summary: 'List charges',
    request: { query: queryParameters(listPayinsQuerySchema) },
    responses: {
      200: { description: 'A page of charges', ...jsonContent(payinChargePageSchema) },
      ...invalid,
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/payin/payments/{id}',
    tags: ['Payin'],
    summary: 'Get one charge',
    request: { params: idParam },
    responses: { 200: { description: 'The charge', ...jsonContent(payinChargeSchema) }, ...notFound, ...commonErrors },
  });
  registry.registerPath({
    method: 'delete',
    path: '/v1/payin/payments/{cashInId}/request-cancel',
    tags: ['Payin'],
    summary:
      'Request cancellation: pix from 5 minutes (canceled), boleto from 30 minutes (drop requested, canceled by the processor a day later)',
    request: { params: z.object({ cashInId: z.string() }), body: jsonContent(cancelPayinSchema) },
    responses: {
      200: { description: 'Submitted', ...jsonContent(cancelPayinResponseSchema) },
      404: cancelRefused('Unknown charge'),
      422: cancelRefused('Refused: not Created, too early, or body and path differ'),
      ...cancelCommonErrors,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/v2/sandbox/payin/payments/{id}/simulate',
    tags: ['Sandbox'],
    summary: 'Play the processor: pay or reject a Created charge, credit a Paid one (sandbox mode only)',
    description: 'Test-mode charges only: a live charge answers 403. A charge of the other mode is unknown (404).',
    request: { params: idParam, body: jsonContent(simulatePayinSchema) },
    responses: {
      200: { description: 'The charge after the event', ...jsonContent(payinChargeSchema) },
      ...notFound,
      ...invalid,
      ...commonErrors,
    },
  });
}
