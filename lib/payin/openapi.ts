import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { commonErrors, jsonContent, messageBodySchema, validationErrorSchema } from '@/lib/api/openapi-shared';
import { cancelPayinSchema, createPayinSchema, listPayinsQuerySchema, simulatePayinSchema } from './schemas';

const statusSchema = z.object({ id: z.number().int(), name: z.string() });
const nullableText = z.string().nullable();

/** The response of design.md: the full shape for boleto and pix alike. */
const payinChargeSchema = z.object({
  id: z.number().int(),
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
  refunded_amount: z.number().int().nullable(),
  currency: z.object({ id: z.number().int(), name: z.string(), code: z.string(), symbol: z.string() }),
  description: z.string(),
  created_at: z.string().describe('ISO 8601 UTC with microseconds'),
  updated_at: z.string(),
  buyer: z.object({
    name: z.string(),
    email: z.string(),
    document: z.object({ type: z.enum(['cpf', 'cnpj']), number: z.string() }),
    address: z.object({ street: z.string(), number: z.string(), complement: nullableText, zipcode: z.string(), city: z.string(), district: z.string(), state_code: z.string(), country: z.string() }).optional(),
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
      discount: z.object({ percent: nullableText, amount: z.number().nullable(), daily_amount: z.number().nullable(), date: nullableText }),
    })
    .nullable(),
  pix: z.object({ expire_date: z.string(), qr_code: z.string().describe('BR Code (copia e cola)') }).nullable(),
  status: statusSchema,
  status_history: z.array(z.object({ status: statusSchema, updated_at: z.string() })),
  substatus: z.object({ code: z.string(), name: z.string() }).nullable(),
  refunds: z.array(z.unknown()),
  automatic_pix: z.null(),
  markup: z
    .object({
      mode: z.enum(['fixed', 'percent']),
      amount: z.number(),
      min_charge_value: z.number().nullable(),
      max_charge_value: z.number().nullable(),
      source: z.enum(['inline', 'global']),
      applied_amount: z.number().int().describe('Cents added to what the buyer pays'),
    })
    .nullable(),
});

const invalid = { 422: { description: 'Validation failed', ...jsonContent(validationErrorSchema) } };
const notFound = { 404: { description: 'Unknown charge (or another organization’s)', ...jsonContent(messageBodySchema) } };
const idParam = z.object({ id: z.string() });

export function registerPayinPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'post',
    path: '/v2/payin/payments',
    tags: ['Payin'],
    summary: 'Create a boleto or pix charge (accepts Idempotency-Key)',
    request: { body: jsonContent(createPayinSchema()), headers: z.object({ 'idempotency-key': z.string().optional() }) },
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
    request: { query: listPayinsQuerySchema },
    responses: {
      200: {
        description: 'A page of charges',
        ...jsonContent(z.object({ data: z.array(payinChargeSchema), meta: z.record(z.string(), z.number()), links: z.record(z.string(), z.string().nullable()) })),
      },
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
    summary: 'Request cancellation: pix from 5 minutes (canceled), boleto from 30 minutes (drop requested, canceled by the processor a day later)',
    request: { params: z.object({ cashInId: z.string() }), body: jsonContent(cancelPayinSchema) },
    responses: {
      200: { description: 'Submitted', ...jsonContent(z.object({ status: z.literal(true), data: z.object({ message: z.string() }) })) },
      404: { description: 'Unknown charge', ...jsonContent(z.object({ status: z.literal(false), message: z.string() })) },
      422: { description: 'Refused: not Created, too early, or body and path differ', ...jsonContent(z.object({ status: z.literal(false), message: z.string() })) },
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/v2/sandbox/payin/payments/{id}/simulate',
    tags: ['Sandbox'],
    summary: 'Play the processor: pay or reject a Created charge, credit a Paid one (sandbox mode only)',
    request: { params: idParam, body: jsonContent(simulatePayinSchema) },
    responses: { 200: { description: 'The charge after the event', ...jsonContent(payinChargeSchema) }, ...notFound, ...invalid, ...commonErrors },
  });
}
