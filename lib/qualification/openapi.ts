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
  batchRefusedSchema,
  listBatchesQuerySchema,
  listQualificationQuerySchema,
  qualificationBatchSchema,
  qualificationBatchSummarySchema,
  qualificationItemSchema,
  qualificationRecordSchema,
  qualificationServiceSchema,
  qualificationStatusSchema,
  resolveRecordSchema,
} from './schemas';

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
    responses: {
      200: { description: 'Records', ...jsonContent(z.array(qualificationRecordSchema)) },
      422: { description: 'Invalid parameter', ...jsonContent(validationErrorSchema) },
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v1/payout/data-qualification/batches',
    tags: ['Data qualification'],
    summary: 'Batches, newest first, with their records per status (progress while processing)',
    request: { query: queryParameters(listBatchesQuerySchema) },
    responses: {
      200: {
        description: 'Batches',
        ...jsonContent(
          z.object({
            data: z.array(qualificationBatchSummarySchema),
            meta: z.record(z.string(), z.number()),
            links: z.record(z.string(), z.string().nullable()),
          }),
        ),
      },
      422: { description: 'Invalid parameter', ...jsonContent(validationErrorSchema) },
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v1/payout/data-qualification/{id}',
    tags: ['Data qualification'],
    summary: 'Get one record',
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: { description: 'The record', ...jsonContent(qualificationRecordSchema) },
      404: { description: 'Unknown record', ...jsonContent(messageBodySchema) },
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v1/payout/data-qualification/services',
    tags: ['Data qualification'],
    summary: 'The service catalogue',
    responses: {
      200: { description: 'Services', ...jsonContent(z.array(qualificationServiceSchema)) },
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v1/payout/data-qualification/status',
    tags: ['Data qualification'],
    summary: 'The status catalogue (step 1 Processing, 2 Valid data, 3 Invalid data)',
    responses: {
      200: { description: 'Statuses', ...jsonContent(z.array(qualificationStatusSchema)) },
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/v1/payout/data-qualification/{id}/resolve',
    tags: ['Data qualification'],
    summary: 'Operators only: settle a record Awaiting manual correction (services 3 and 5) as valid or invalid',
    request: { params: z.object({ id: z.string() }), body: jsonContent(resolveRecordSchema) },
    responses: {
      200: { description: 'The record', ...jsonContent(qualificationRecordSchema) },
      404: { description: 'Unknown record', ...jsonContent(messageBodySchema) },
      422: { description: 'Not awaiting manual correction, or a bad status_id', ...jsonContent(validationErrorSchema) },
      ...commonErrors,
    },
  });
}
