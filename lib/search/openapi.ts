import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { commonErrors, jsonContent, queryParameters, validationErrorSchema } from '@/lib/openapi/shared';
import { searchHitSchema, searchQuerySchema } from './schemas';

export function registerSearchPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/v2/search',
    tags: ['Dashboard'],
    summary:
      'Find charges, payouts, qualification records and onboarding requests by id, invoice, hash, custom code, document, e-mail or name',
    request: { query: queryParameters(searchQuerySchema) },
    responses: {
      200: { description: 'Matches, a few of each kind', ...jsonContent(z.object({ data: z.array(searchHitSchema) })) },
      422: { description: 'No q', ...jsonContent(validationErrorSchema) },
      ...commonErrors,
    },
  });
}
