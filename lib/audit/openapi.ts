import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { commonErrors, jsonContent, queryParameters, validationErrorSchema } from '@/lib/openapi/shared';
import { auditEntrySchema, listAuditQuerySchema } from './schemas';

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
        ...jsonContent(
          z.object({
            data: z.array(auditEntrySchema),
            meta: z.record(z.string(), z.number()),
            links: z.record(z.string(), z.string().nullable()),
          }),
        ),
      },
      422: { description: 'Invalid parameter', ...jsonContent(validationErrorSchema) },
      ...commonErrors,
    },
  });
}
