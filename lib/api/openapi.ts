import './zod-openapi-setup';
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { registerAccountPaths } from '@/lib/accounts/openapi';
import { registerWebhookPaths } from '@/lib/webhooks/openapi';

export const messageBodySchema = z.object({ message: z.string() });
export const validationErrorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) });

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

/** The error answers every authenticated route shares. */
export const commonErrors = {
  401: { description: 'Missing, invalid or revoked key', ...json(messageBodySchema) },
  403: { description: 'The role may not do this', ...json(messageBodySchema) },
  429: { description: 'Rate limited; see Retry-After', ...json(messageBodySchema) },
};

export const jsonContent = json;

export function openApiDocument() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', description: 'API key: sk_test_… or sk_live_…' });
  registerAccountPaths(registry);
  registerWebhookPaths(registry);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Payrail API', version: '2', description: 'Payin, payout, markup, data qualification and company onboarding.' },
    servers: [{ url: '/api' }],
    security: [{ bearerAuth: [] }],
  });
}
