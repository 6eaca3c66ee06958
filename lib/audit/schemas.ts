import { z } from 'zod';
import { checkCreatedRange, dayOrInstant, optionalPositiveInt, pagingFields } from '@/lib/api/list-query';

/** The actions the product records, for the audit page's filter; the API accepts any action name. */
export const AUDIT_ACTIONS = [
  'user.signed_in',
  'user.created',
  'user.role_changed',
  'user.deactivated',
  'user.reactivated',
  'api_key.created',
  'api_key.revoked',
  'markup.created',
  'markup.updated',
  'merchant_account.created',
  'merchant_account.updated',
  'payin.created',
  'payin.cancel_requested',
  'payout.created',
  'qualification.batch_received',
  'qualification.resolved',
  'onboarding.created',
  'onboarding.transitioned',
  'webhook.resent',
  'webhook_registration.deleted',
] as const;

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
  actor: z.object({ type: z.enum(['user', 'api_key', 'system']), id: z.number().int().nullable(), label: z.string() }),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
