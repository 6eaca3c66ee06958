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
  createRefundSchema,
  listRefundsQuerySchema,
  refundPageSchema,
  refundSchema,
  simulateRefundSchema,
} from './schemas';

const idParam = z.object({ id: z.string() });
const unknown = (what: string) => ({
  404: { description: `Unknown ${what} (or another organization’s or mode’s)`, ...jsonContent(messageBodySchema) },
});
const invalid = (description: string) => ({ 422: { description, ...jsonContent(validationErrorSchema) } });

export function registerRefundPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'post',
    path: '/v2/payin/payments/payin-refund/{id}',
    tags: ['Refunds'],
    summary: 'Refund part or all of a paid pix charge (Pix devolução; accepts Idempotency-Key)',
    description:
      'Within 90 days of payment (São Paulo calendar), up to what remains of paid_amount after the refunds that have ' +
      'not failed, and only when the available balance covers it, which the refund then holds until it is paid or ' +
      'fails. Boleto charges cannot be refunded yet. Every refusal is a 422 on `id` (the charge) or `amount`, and writes nothing.',
    request: {
      params: idParam,
      body: jsonContent(createRefundSchema),
      headers: z.object({ 'idempotency-key': z.string().optional() }),
    },
    responses: {
      201: { description: 'Requested', ...jsonContent(refundSchema) },
      ...unknown('charge'),
      ...invalid('Refused: the charge is not refundable, the amount exceeds the remainder or the available balance'),
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/payin/payments/{id}/refunds',
    tags: ['Refunds'],
    summary: 'List one charge’s refunds, newest first',
    request: { params: idParam, query: queryParameters(listRefundsQuerySchema) },
    responses: {
      200: { description: 'A page of refunds', ...jsonContent(refundPageSchema) },
      ...unknown('charge'),
      ...invalid('Validation failed'),
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/payin/refunds',
    tags: ['Refunds'],
    summary: 'List refunds, newest first, by status, merchant account, charge and creation time',
    request: { query: queryParameters(listRefundsQuerySchema) },
    responses: {
      200: { description: 'A page of refunds', ...jsonContent(refundPageSchema) },
      ...invalid('Validation failed'),
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/payin/refunds/{id}',
    tags: ['Refunds'],
    summary: 'Get one refund',
    request: { params: idParam },
    responses: {
      200: { description: 'The refund', ...jsonContent(refundSchema) },
      ...unknown('refund'),
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/v2/sandbox/payin/refunds/{id}/simulate',
    tags: ['Sandbox'],
    summary:
      'Play the processor: process a Requested refund, pay or fail a Requested or Processing one (sandbox mode only)',
    description: 'Test-mode refunds only: a live refund answers 403. A refund of the other mode is unknown (404).',
    request: { params: idParam, body: jsonContent(simulateRefundSchema) },
    responses: {
      200: { description: 'The refund after the event', ...jsonContent(refundSchema) },
      ...unknown('refund'),
      ...invalid('Validation failed, or the refund is not in a status the action starts from'),
      ...commonErrors,
    },
  });
}
