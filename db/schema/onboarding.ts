import {
  bigserial,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { apiKeys, merchantAccounts, organizations } from './accounts';

/** The provider's statuses; lib/onboarding/rules.ts holds the transitions between them. */
export const onboardingStatus = pgEnum('onboarding_status', [
  'pending',
  'due_diligence_review',
  'active',
  'inactive',
  'canceled',
  'closed',
]);

export type OnboardingContact = {
  name: string;
  email: string;
  phone: string;
  tax_id: string;
  role: 'administrator' | 'legal_representative' | 'financial' | 'commercial';
};
export type OnboardingAddress = {
  city: string;
  state: string;
  country: string;
  zip_code: string;
  street: string;
  number: string;
  complement?: string;
};
/** Stored as sent (after validation): it is read whole and never queried by its members. */
export type OnboardingCompany = {
  legal_name: string;
  trade_name: string;
  tax_id: string;
  contacts: OnboardingContact[];
  address: OnboardingAddress[];
};

/** A company's account opening request; `account_id` is set the first time an operator activates it. */
export const accountOpeningRequests = pgTable(
  'account_opening_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** The key that created the request signs its onboarding events (or the newest active key once it is revoked). */
    apiKeyId: integer('api_key_id').references(() => apiKeys.id),
    company: jsonb('company').$type<OnboardingCompany>().notNull(),
    status: onboardingStatus('status').notNull().default('pending'),
    accountId: integer('account_id').references(() => merchantAccounts.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [
    index('account_opening_requests_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('account_opening_requests_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('account_opening_requests_org_status_created_idx').on(t.organizationId, t.status, t.createdAt, t.id),
    // One account per request, whatever races happen around the first activation.
    uniqueIndex('account_opening_requests_account_idx').on(t.accountId),
  ],
);

export type AccountOpeningRequest = typeof accountOpeningRequests.$inferSelect;

export const accountOpeningStatusHistory = pgTable(
  'account_opening_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => accountOpeningRequests.id),
    status: onboardingStatus('status').notNull(),
    /** The operator's note for the change; kept for review, not part of the published response. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [index('account_opening_status_history_request_idx').on(t.requestId, t.id)],
);

export type AccountOpeningStatusChange = typeof accountOpeningStatusHistory.$inferSelect;

/** Where an organization wants an event sent: one URL per (organization, event), replaced by registering again. */
export const webhookRegistrations = pgTable(
  'webhook_registrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    event: text('event').notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_registrations_org_event_idx').on(t.organizationId, t.event)],
);

export type WebhookRegistration = typeof webhookRegistrations.$inferSelect;
