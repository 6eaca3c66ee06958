import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { commonErrors, jsonContent, messageBodySchema, validationErrorSchema } from '@/lib/openapi/shared';
import {
  apiKeyRecordSchema,
  changePasswordSchema,
  profileRecordSchema,
  updateProfileSchema,
  createApiKeySchema,
  createTeamMemberSchema,
  merchantAccountRecordSchema,
  teamMemberRecordSchema,
  updateTeamMemberSchema,
} from './schemas';

export function registerAccountPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/v2/account/merchants',
    tags: ['Account'],
    summary: "List the caller's merchant accounts (their merchant_id values)",
    responses: {
      200: { description: 'Accounts', ...jsonContent(z.object({ data: z.array(merchantAccountRecordSchema) })) },
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/v2/account/api-keys',
    tags: ['Account'],
    summary: 'List API keys (signed-in admins)',
    responses: {
      200: { description: 'Keys', ...jsonContent(z.object({ data: z.array(apiKeyRecordSchema) })) },
      ...commonErrors,
    },
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
  registry.registerPath({
    method: 'get',
    path: '/v2/account/users',
    tags: ['Account'],
    summary: "The organization's users (signed-in admins)",
    responses: {
      200: { description: 'Users', ...jsonContent(z.object({ data: z.array(teamMemberRecordSchema) })) },
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/v2/account/users',
    tags: ['Account'],
    summary: 'Add a user with a role; the one-time password is returned once',
    request: { body: jsonContent(createTeamMemberSchema) },
    responses: {
      201: { description: 'Created', ...jsonContent(teamMemberRecordSchema.extend({ password: z.string() })) },
      422: {
        description: 'Validation failed (a taken e-mail is keyed `email`)',
        ...jsonContent(validationErrorSchema),
      },
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'patch',
    path: '/v2/account/users/{id}',
    tags: ['Account'],
    summary: "Change a user's role or deactivate them; the last active admin stays",
    request: { params: z.object({ id: z.string() }), body: jsonContent(updateTeamMemberSchema) },
    responses: {
      200: { description: 'Updated', ...jsonContent(teamMemberRecordSchema) },
      404: { description: 'Unknown user', ...jsonContent(messageBodySchema) },
      422: { description: 'Refused change', ...jsonContent(validationErrorSchema) },
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/v2/account/users/{id}/password-reset',
    tags: ['Account'],
    summary:
      'Issue a user a new one-time password (returned once, valid 24 h, to be changed at sign-in); their sessions end',
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: { description: 'Reset', ...jsonContent(teamMemberRecordSchema.extend({ password: z.string() })) },
      404: { description: 'Unknown user', ...jsonContent(messageBodySchema) },
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'patch',
    path: '/v2/account/me',
    tags: ['Account'],
    summary: 'Change your own name, language (locale; null follows the browser) and time zone (signed-in users)',
    request: { body: jsonContent(updateProfileSchema) },
    responses: {
      200: { description: 'Changed', ...jsonContent(profileRecordSchema) },
      422: {
        description: 'An unknown locale or time zone, an empty name, or nothing to change',
        ...jsonContent(validationErrorSchema),
      },
      ...commonErrors,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/v2/account/me/password',
    tags: ['Account'],
    summary: 'Change your own password (signed-in users); every session of yours ends, this one included',
    request: { body: jsonContent(changePasswordSchema) },
    responses: {
      200: { description: 'Changed', ...jsonContent(messageBodySchema) },
      422: {
        description: 'A wrong current password is keyed `current_password`; a short new one `new_password`',
        ...jsonContent(validationErrorSchema),
      },
      ...commonErrors,
    },
  });
}
