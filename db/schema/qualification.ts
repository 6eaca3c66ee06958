import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { apiKeys, merchantAccounts, organizations } from './accounts';

export type QualificationExtras = {
  birthdate?: string;
  phone?: string;
  city?: string;
  postal_code?: string;
  province_code?: string;
  address?: string;
};

/** One beneficiary bank account sent for data qualification; statuses follow the provider's catalogue (lib/qualification/rules.ts). */
export const qualificationRecords = pgTable(
  'qualification_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    merchantAccountId: integer('merchant_account_id')
      .notNull()
      .references(() => merchantAccounts.id),
    apiKeyId: integer('api_key_id').references(() => apiKeys.id),
    /** Test (false) or live (true): from the creating key's mode or the dashboard's mode; see docs/decisions.md. */
    livemode: boolean('livemode').notNull(),
    serviceId: smallint('service_id').notNull(),
    batchCode: text('batch_code').notNull(),
    customCode: text('custom_code').notNull(),
    notificationUrl: text('notification_url'),
    name: text('name').notNull(),
    document: text('document').notNull(),
    documentType: text('document_type').$type<'cpf' | 'cnpj'>().notNull(),
    bankCode: text('bank_code').notNull(),
    bankBranch: text('bank_branch').notNull(),
    bankBranchDigit: text('bank_branch_digit'),
    account: text('account').notNull(),
    accountDigit: text('account_digit').notNull(),
    accountType: text('account_type').$type<'SAVINGS' | 'CHECKING'>().notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }),
    extras: jsonb('extras').$type<QualificationExtras>().notNull().default({}),
    statusId: smallint('status_id').notNull().default(1),
    statusDescription: text('status_description').notNull().default('Received: it will be processed soon.'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    /** The UTC day of created_at: the list's `created_at` filter is an equality on it, ordered by id in one index. */
    createdOn: date('created_on', { mode: 'string' }).generatedAlwaysAs(sql`(created_at AT TIME ZONE 'UTC')::date`),
  },
  (t) => [
    uniqueIndex('qualification_records_merchant_mode_custom_code_idx').on(
      t.merchantAccountId,
      t.livemode,
      t.customCode,
    ),
    index('qualification_records_org_mode_id_idx').on(t.organizationId, t.livemode, t.id),
    index('qualification_records_org_mode_created_idx').on(t.organizationId, t.livemode, t.createdAt, t.id),
    index('qualification_records_org_mode_created_on_idx').on(t.organizationId, t.livemode, t.createdOn, t.id),
    index('qualification_records_org_mode_custom_code_idx').on(t.organizationId, t.livemode, t.customCode, t.id),
    index('qualification_records_org_mode_batch_idx').on(t.organizationId, t.livemode, t.batchCode, t.id),
    index('qualification_records_org_mode_document_idx').on(t.organizationId, t.livemode, t.document, t.id),
    index('qualification_records_org_mode_service_idx').on(t.organizationId, t.livemode, t.serviceId, t.id),
    index('qualification_records_org_mode_status_idx').on(t.organizationId, t.livemode, t.statusId, t.id),
    index('qualification_records_org_mode_description_idx').on(t.organizationId, t.livemode, t.statusDescription, t.id),
    index('qualification_records_org_mode_merchant_idx').on(t.organizationId, t.livemode, t.merchantAccountId, t.id),
  ],
);

export type QualificationRecord = typeof qualificationRecords.$inferSelect;

/**
 * Record counts kept by statement triggers on qualification_records (migration 0006), so the list's
 * X-Total-Count and page arithmetic never count a million rows: per merchant, service and status, and the
 * same per UTC creation day for the `created_at` filter; every count is kept per mode (test/live).
 */
export const qualificationRecordCounts = pgTable(
  'qualification_record_counts',
  {
    organizationId: integer('organization_id').notNull(),
    livemode: boolean('livemode').notNull(),
    merchantAccountId: integer('merchant_account_id').notNull(),
    serviceId: smallint('service_id').notNull(),
    statusId: smallint('status_id').notNull(),
    records: bigint('records', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.livemode, t.merchantAccountId, t.serviceId, t.statusId] })],
);

export const qualificationDailyCounts = pgTable(
  'qualification_daily_counts',
  {
    organizationId: integer('organization_id').notNull(),
    livemode: boolean('livemode').notNull(),
    createdOn: date('created_on', { mode: 'string' }).notNull(),
    merchantAccountId: integer('merchant_account_id').notNull(),
    serviceId: smallint('service_id').notNull(),
    statusId: smallint('status_id').notNull(),
    records: bigint('records', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.livemode, t.createdOn, t.merchantAccountId, t.serviceId, t.statusId] }),
  ],
);

/** Record counts per batch and status, kept by the same triggers, for the dashboard's batch progress. */
export const qualificationBatchCounts = pgTable(
  'qualification_batch_counts',
  {
    organizationId: integer('organization_id').notNull(),
    livemode: boolean('livemode').notNull(),
    merchantAccountId: integer('merchant_account_id').notNull(),
    batchCode: text('batch_code').notNull(),
    statusId: smallint('status_id').notNull(),
    records: bigint('records', { mode: 'number' }).notNull(),
    firstReceivedAt: timestamp('first_received_at', { withTimezone: true, precision: 6 }).notNull(),
    lastChangedAt: timestamp('last_changed_at', { withTimezone: true, precision: 6 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.livemode, t.merchantAccountId, t.batchCode, t.statusId] }),
    index('qualification_batch_counts_org_mode_received_idx').on(t.organizationId, t.livemode, t.firstReceivedAt),
  ],
);
