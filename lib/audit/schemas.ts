import { pageSchema } from '@/lib/openapi/shared';
import { z } from 'zod';
import { checkCreatedRange, dayOrInstant, optionalPositiveInt, pagingFields } from '@/lib/validation/list-query';

export const listAuditQuerySchema = z
  .object({
    action: z.string().max(100, 'The action may not be greater than 100 characters.').optional(),
    actor_user_id: optionalPositiveInt('actor_user_id'),
    resource_type: z.string().max(100, 'The resource_type may not be greater than 100 characters.').optional(),
    resource_id: z.string().max(100, 'The resource_id may not be greater than 100 characters.').optional(),
    created_at_start: dayOrInstant('created_at_start'),
    created_at_end: dayOrInstant('created_at_end'),
    ...pagingFields(25),
  })
  .superRefine(checkCreatedRange);
export type ListAuditQuery = z.output<typeof listAuditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  resource_type: z.string().nullable(),
  resource_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  actor: z.object({
    type: z.enum(['user', 'api_key', 'system']),
    id: z.number().int().nullable(),
    label: z
      .string()
      .describe('who acted, in English: a user’s name and e-mail, an API key’s name and prefix, or Payrail'),
    name: z
      .string()
      .nullable()
      .describe('the user’s or API key’s name; null for Payrail, and for a user or key since removed'),
    email: z.string().nullable().describe('the user’s e-mail'),
    key_prefix: z.string().nullable().describe('the API key’s prefix'),
  }),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
