import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { commonErrors, jsonContent, queryParameters, validationErrorSchema } from '@/lib/openapi/shared';
import {
  accountOpeningRequestRecordSchema,
  accountOpeningRequestPageSchema,
  createAccountOpeningRequestSchema,
  listRequestsQuerySchema,
  onboardingEventSchema,
  transitionRequestSchema,
  webhookRegistrationRecordSchema,
  webhookRegistrationSchema,
} from './schemas';

const invalid = {
  422: {
    description: 'Validation failed, keyed by dotted field (company.contacts.0.tax_id)',
    ...jsonContent(validationErrorSchema),
  },
};
const notFound = {
  404: {
    description: 'Unknown, malformed or another organization’s id',
    ...jsonContent(z.object({ error: z.literal('Account opening request not found.') })),
  },
};
const idParam = z.object({ id: z.string().describe('UUID') });

/** The webhook endpoint's errors all share one shape, `{success: false, error: {code, message, field?}}` (docs/api.md). */
const webhookErrorSchema = z.object({
  success: z.literal(false),
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});
const webhookErrors = {
  400: {
    description: 'invalid_url, invalid_event or invalid_body (field names the member)',
    ...jsonContent(webhookErrorSchema),
  },
  401: { description: 'unauthorized: missing, invalid or revoked key', ...jsonContent(webhookErrorSchema) },
  403: { description: 'forbidden: the role may not do this', ...jsonContent(webhookErrorSchema) },
};
const eventQuery = z.object({ event: z.enum(['onboarding']).optional().describe('Defaults to onboarding') });

export function registerOnboardingPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'post',
    path: '/v2/register/companies',
    tags: ['Onboarding'],
    summary: 'Create an account opening request, pending (accepts Idempotency-Key)',
    request: {
      body: jsonContent(createAccountOpeningRequestSchema),
      headers: z.object({ 'idempotency-key': z.string().optional() }),
    },
    responses: {
      201: { description: 'Created', ...jsonContent(accountOpeningRequestRecordSchema) },
      ...invalid,
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/register/companies',
    tags: ['Onboarding'],
    summary: 'List the organization’s account opening requests',
    request: { query: queryParameters(listRequestsQuerySchema) },
    responses: {
      200: { description: 'A page of requests', ...jsonContent(accountOpeningRequestPageSchema) },
      ...invalid,
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/register/companies/{id}',
    tags: ['Onboarding'],
    summary: 'Get one account opening request',
    request: { params: idParam },
    responses: {
      200: { description: 'The request', ...jsonContent(accountOpeningRequestRecordSchema) },
      ...notFound,
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/v2/register/companies/{id}/transition',
    tags: ['Onboarding'],
    summary:
      'Operators only: move a request (pending → due_diligence_review → active | canceled; active → inactive | closed; inactive → active | closed). The first activation creates its merchant account.',
    request: { params: idParam, body: jsonContent(transitionRequestSchema) },
    responses: {
      200: { description: 'The request after the move', ...jsonContent(accountOpeningRequestRecordSchema) },
      ...notFound,
      ...invalid,
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/v2/register/companies/webhooks',
    tags: ['Onboarding'],
    summary: 'Register the URL of the onboarding event; registering again replaces it',
    description: `Each status change of a request is POSTed there as ${JSON.stringify(Object.keys(onboardingEventSchema.shape))} (account_id only on the first activation), signed Authorization: Bearer sha256hex(body + API key), retried until a 2xx.`,
    request: { body: jsonContent(webhookRegistrationSchema({ allowHttp: false })) },
    responses: {
      201: { description: 'Registered for the first time', ...jsonContent(webhookRegistrationRecordSchema) },
      200: { description: 'The URL was replaced', ...jsonContent(webhookRegistrationRecordSchema) },
      ...webhookErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/register/companies/webhooks',
    tags: ['Onboarding'],
    summary: 'The registered URL of an event',
    request: { query: eventQuery },
    responses: {
      200: { description: 'The registration', ...jsonContent(webhookRegistrationRecordSchema) },
      404: { description: 'not_found: nothing registered', ...jsonContent(webhookErrorSchema) },
      ...webhookErrors,
    },
  });
  registry.registerPath({
    method: 'delete',
    path: '/v2/register/companies/webhooks',
    tags: ['Onboarding'],
    summary: 'Remove the registration of an event (later changes are not sent)',
    request: { query: eventQuery },
    responses: {
      200: { description: 'The removed registration', ...jsonContent(webhookRegistrationRecordSchema) },
      404: { description: 'not_found: nothing registered', ...jsonContent(webhookErrorSchema) },
      ...webhookErrors,
    },
  });
}
