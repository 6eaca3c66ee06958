import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { commonErrors, jsonContent, messageBodySchema, validationErrorSchema } from '@/lib/api/openapi-shared';
import { apiKeyRecordSchema, createApiKeySchema, merchantAccountRecordSchema } from './schemas';

export function registerAccountPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/v2/account/merchants',
    tags: ['Account'],
    summary: "List the caller's merchant accounts (their merchant_id values)",
    responses: { 200: { description: 'Accounts', ...jsonContent(z.object({ data: z.array(merchantAccountRecordSchema) })) }, ...commonErrors },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/account/api-keys',
    tags: ['Account'],
    summary: 'List API keys (signed-in admins)',
    responses: { 200: { description: 'Keys', ...jsonContent(z.object({ data: z.array(apiKeyRecordSchema) })) }, ...commonErrors },
  });
  registry.registerPath({
    method: 'post',
    path: '/v2/account/api-keys',
    tags: ['Account'],
    summary: 'Create an API key; the plaintext key is returned once',
    request: { body: jsonContent(createApiKeySchema) },
    responses: {
      201: { description: 'Created', ...jsonContent(apiKeyRecordSchema.extend({ key: z.string() })) },
      422: { description: 'Validation failed', ...jsonContent(validationErrorSchema) },
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'delete',
    path: '/v2/account/api-keys/{id}',
    tags: ['Account'],
    summary: 'Revoke an API key',
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: { description: 'Revoked', ...jsonContent(apiKeyRecordSchema) },
      404: { description: 'Unknown key', ...jsonContent(messageBodySchema) },
      ...commonErrors,
    },
  });
}
