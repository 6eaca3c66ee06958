import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { commonErrors, jsonContent, queryParameters, validationErrorSchema } from '@/lib/openapi/shared';
import { overviewQuerySchema, overviewResponseSchema } from './schemas';

export function registerOverviewPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/v2/overview',
    tags: ['Dashboard'],
    summary:
      "The dashboard home: today's and the period's figures, a volume series, status breakdowns and what needs attention",
    request: { query: queryParameters(overviewQuerySchema) },
    responses: {
      200: {
        description: 'Overview',
        ...jsonContent(overviewResponseSchema),
      },
      422: {
        description: 'Invalid parameter, or a merchant_id of another organization',
        ...jsonContent(validationErrorSchema),
      },
      ...commonErrors,
    },
  });
}
