import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { apiKeys, organizations, users } from './accounts';

/** Who did what and when. Written in the same transaction as the change it records. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id),
    actorUserId: integer('actor_user_id').references(() => users.id),
    actorApiKeyId: integer('actor_api_key_id').references(() => apiKeys.id),
    action: text('action').notNull(),
    resourceType: text('resource_type'),
    resourceId: text('resource_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_organization_idx').on(t.organizationId, t.createdAt),
    // The audit page's filters, newest first.
    index('audit_log_org_action_idx').on(t.organizationId, t.action, t.createdAt),
    index('audit_log_org_actor_idx').on(t.organizationId, t.actorUserId, t.createdAt),
  ],
);
