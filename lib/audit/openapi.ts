import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { commonErrors, jsonContent, queryParameters, validationErrorSchema } from '@/lib/openapi/shared';
import { auditPageSchema, listAuditQuerySchema } from './schemas';

export function registerAuditPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/v2/audit-log',
    tags: ['Account'],
    summary: 'Who did what and when, newest first (signed-in admins)',
    request: { query: queryParameters(listAuditQuerySchema) },
    responses: {
      200: {
        description: 'Entries',
        ...jsonContent(auditPageSchema),
      },
      422: { description: 'Invalid parameter', ...jsonContent(validationErrorSchema) },
      ...commonErrors,
    },
  });
}
