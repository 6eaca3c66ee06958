import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  commonErrors,
  queryParameters,
  jsonContent,
  messageBodySchema,
  validationErrorSchema,
} from '@/lib/openapi/shared';
import { merchantAccountRecordSchema, updateMerchantAccountSchema } from '@/lib/accounts/schemas';
import { createMarkupSchema, listMarkupsQuerySchema, markupRecordSchema, updateMarkupSchema } from './schemas';

const serverError = { 500: { description: 'Unexpected failure', ...jsonContent(z.object({ error: z.string() })) } };
const invalid = { 422: { description: 'Validation failed', ...jsonContent(validationErrorSchema) } };

export function registerMarkupPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'post',
    path: '/v2/account/markup',
    tags: ['Markup'],
    summary: 'Create a global markup configuration',
    request: { body: jsonContent(createMarkupSchema) },
    responses: {
      201: { description: 'Created', ...jsonContent(markupRecordSchema) },
      ...invalid,
      ...serverError,
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/account/markups',
    tags: ['Markup'],
    summary: "List markup configurations (all of the caller's organization without filters)",
    request: { query: queryParameters(listMarkupsQuerySchema) },
    responses: {
      200: { description: 'Configurations', ...jsonContent(z.object({ data: z.array(markupRecordSchema) })) },
      ...invalid,
      ...serverError,
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'patch',
    path: '/v2/account/markup/{markupId}',
    tags: ['Markup'],
    summary: 'Update a markup configuration; percent → fixed clears min and max',
    request: { params: z.object({ markupId: z.string() }), body: jsonContent(updateMarkupSchema) },
    responses: {
      200: { description: 'Updated', ...jsonContent(markupRecordSchema) },
      404: { description: 'Unknown markup', ...jsonContent(messageBodySchema) },
      ...invalid,
      ...serverError,
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'patch',
    path: '/v2/account/merchants/{id}',
    tags: ['Account'],
    summary: 'Rename an account or switch its enable_markup flag',
    request: { params: z.object({ id: z.string() }), body: jsonContent(updateMerchantAccountSchema) },
    responses: {
      200: { description: 'Updated', ...jsonContent(merchantAccountRecordSchema) },
      404: { description: 'Unknown account', ...jsonContent(messageBodySchema) },
      ...invalid,
      ...commonErrors,
    },
  });
}
