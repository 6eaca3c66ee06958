import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { commonErrors, jsonContent, messageBodySchema, queryParameters, validationErrorSchema, livemodeSchema } from '@/lib/api/openapi-shared';
import { listBatchesQuerySchema, listQualificationQuerySchema, qualificationBatchSchema, qualificationItemSchema, resolveRecordSchema } from './schemas';

const lineRef = z.object({ line: z.number().int().nullable(), batch_code: z.string().nullable(), custom_code: z.string().nullable() });
const batchRefusedSchema = z.object({
  message: z.string(),
  info: z.object({
    errors: z.array(lineRef.extend({ message: z.string() })),
    uploadSuccess: z.array(lineRef),
    uploadChangeService: z.array(lineRef.extend({ message: z.string() })),
  }),
});
const recordSchema = z.object({
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

const batchSchema = z.object({
  batch_code: z.string(),
  merchant: z.object({ id: z.string(), name: z.string() }),
  received_at: z.string().describe('ISO 8601'),
  last_changed_at: z.string(),
  total: z.number().int(),
  final: z.number().int().describe('Valid data, Invalid data or No Process'),
  in_processing: z.number().int().describe('Received or Processing; Awaiting records wait for an operator'),
  by_status: z.array(z.object({ status_id: z.number().int(), name: z.string(), records: z.number().int() })),
});

export function registerQualificationPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'post',
    path: '/v1/payout/data-qualification',
    tags: ['Data qualification'],
    summary: 'Upload a batch (at most 5,000 records and 10 MB); good records are stored, bad ones reported by line',
    request: { body: jsonContent(qualificationBatchSchema.extend({ data: z.array(qualificationItemSchema) })) },
    responses: {
      200: { description: 'Every record received', ...jsonContent(messageBodySchema) },
      400: { description: 'Some records (or the request) refused', ...jsonContent(batchRefusedSchema) },
      413: { description: 'Body over 10 MB', ...jsonContent(messageBodySchema) },
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v1/payout/data-qualification',
    tags: ['Data qualification'],
    summary: 'List records: a plain array, with X-Total-Count and Link headers',
    request: { query: queryParameters(listQualificationQuerySchema) },
    responses: { 200: { description: 'Records', ...jsonContent(z.array(recordSchema)) }, 422: { description: 'Invalid parameter', ...jsonContent(validationErrorSchema) }, ...commonErrors },
  });
  registry.registerPath({
    method: 'get',
    path: '/v1/payout/data-qualification/batches',
    tags: ['Data qualification'],
    summary: 'Batches, newest first, with their records per status (progress while processing)',
    request: { query: queryParameters(listBatchesQuerySchema) },
    responses: { 200: { description: 'Batches', ...jsonContent(z.object({ data: z.array(batchSchema), meta: z.record(z.string(), z.number()), links: z.record(z.string(), z.string().nullable()) })) }, 422: { description: 'Invalid parameter', ...jsonContent(validationErrorSchema) }, ...commonErrors },
  });
  registry.registerPath({
    method: 'get',
    path: '/v1/payout/data-qualification/{id}',
    tags: ['Data qualification'],
    summary: 'Get one record',
    request: { params: z.object({ id: z.string() }) },
    responses: { 200: { description: 'The record', ...jsonContent(recordSchema) }, 404: { description: 'Unknown record', ...jsonContent(messageBodySchema) }, ...commonErrors },
  });
  registry.registerPath({
    method: 'get',
    path: '/v1/payout/data-qualification/services',
    tags: ['Data qualification'],
    summary: 'The service catalogue',
    responses: { 200: { description: 'Services', ...jsonContent(z.array(z.object({ id: z.number().int(), name: z.string(), requires_amount: z.boolean() }))) }, ...commonErrors },
  });
  registry.registerPath({
    method: 'get',
    path: '/v1/payout/data-qualification/status',
    tags: ['Data qualification'],
    summary: 'The status catalogue (step 1 Processing, 2 Valid data, 3 Invalid data)',
    responses: { 200: { description: 'Statuses', ...jsonContent(z.array(z.object({ id: z.number().int(), name: z.string(), final: z.boolean(), step: z.number().int() }))) }, ...commonErrors },
  });
  registry.registerPath({
    method: 'post',
    path: '/v1/payout/data-qualification/{id}/resolve',
    tags: ['Data qualification'],
    summary: 'Operators only: settle a record Awaiting manual correction (services 3 and 5) as valid or invalid',
    request: { params: z.object({ id: z.string() }), body: jsonContent(resolveRecordSchema) },
    responses: {
      200: { description: 'The record', ...jsonContent(recordSchema) },
      404: { description: 'Unknown record', ...jsonContent(messageBodySchema) },
      422: { description: 'Not awaiting manual correction, or a bad status_id', ...jsonContent(validationErrorSchema) },
      ...commonErrors,
    },
  });
}
