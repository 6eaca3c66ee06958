import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  commonErrors,
  queryParameters,
  jsonContent,
  messageBodySchema,
  validationErrorSchema,
} from '@/lib/openapi/shared';
import {
  deliveryDetailSchema,
  deliveryPageSchema,
  deliveryRecordSchema,
  listDeliveriesQuerySchema,
  sendTestEventSchema,
} from './schemas';

const idParam = z.object({ id: z.string() });

export function registerWebhookPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/v2/webhooks/deliveries',
    tags: ['Webhooks'],
    summary: 'List webhook and callback deliveries',
    request: { query: queryParameters(listDeliveriesQuerySchema) },
    responses: {
      200: { description: 'A page of deliveries', ...jsonContent(deliveryPageSchema) },
      422: { description: 'Invalid filter', ...jsonContent(validationErrorSchema) },
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/webhooks/deliveries/{id}',
    tags: ['Webhooks'],
    summary: 'One delivery with its body and every attempt',
    request: { params: idParam },
    responses: {
      200: { description: 'The delivery', ...jsonContent(deliveryDetailSchema) },
      404: { description: 'Unknown delivery', ...jsonContent(messageBodySchema) },
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/v2/webhooks/deliveries/{id}/resend',
    tags: ['Webhooks'],
    summary: 'Send a delivery again (same webhook-id)',
    request: { params: idParam },
    responses: {
      202: { description: 'Queued', ...jsonContent(deliveryRecordSchema) },
      404: { description: 'Unknown delivery', ...jsonContent(messageBodySchema) },
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/v2/webhooks/test',
    tags: ['Webhooks'],
    summary: 'Send a signed test event to a URL',
    request: { body: jsonContent(sendTestEventSchema) },
    responses: {
      202: { description: 'Queued', ...jsonContent(deliveryRecordSchema) },
      422: { description: 'Invalid URL', ...jsonContent(validationErrorSchema) },
      ...commonErrors,
    },
  });
}
