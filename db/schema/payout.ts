import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { apiKeys, merchantAccounts, organizations } from './accounts';
import { saoPauloDay } from './days';
import { markupRules, type AppliedMarkup } from './markup';

export type PayoutBeneficiary = {
  name: string;
  document: { type: string; number: string };
  pix: { key: string; key_type: 'CPF' | 'CNPJ' | 'EMAIL' | 'PHONE' | 'EVP' };
};

/** A PIX payout. Amounts are cents; the merchant is debited amount + markup. */
export const payoutPayments = pgTable(
  'payout_payments',
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
    invoice: text('invoice').notNull(),
    paymentMethod: text('payment_method').$type<'PIX'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    markupAmount: bigint('markup_amount', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    description: text('description'),
    notificationUrl: text('notification_url'),
    beneficiary: jsonb('beneficiary').$type<PayoutBeneficiary>().notNull(),
    beneficiaryDocument: text('beneficiary_document').notNull(),
    markup: jsonb('markup').$type<AppliedMarkup>(),
    markupRuleId: integer('markup_rule_id').references(() => markupRules.id),
    statusId: smallint('status_id').notNull().default(1),
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true, precision: 6 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [
    // One invoice per merchant and mode, also when parallel requests race past the application check.
    uniqueIndex('payout_payments_merchant_mode_invoice_idx').on(t.merchantAccountId, t.livemode, t.invoice),
    // One per sort of the list, ending with its filters, as payin_charges has them.
    index('payout_payments_org_mode_created_idx').on(
      t.organizationId,
      t.livemode,
      t.createdAt,
      t.id,
      t.merchantAccountId,
      t.statusId,
      t.updatedAt,
    ),
    index('payout_payments_org_mode_updated_idx').on(
      t.organizationId,
      t.livemode,
      t.updatedAt,
      t.id,
      t.merchantAccountId,
      t.statusId,
      t.createdAt,
    ),
    index('payout_payments_org_mode_amount_idx').on(
      t.organizationId,
      t.livemode,
      t.amount,
      t.id,
      t.merchantAccountId,
      t.statusId,
      t.createdAt,
    ),
    index('payout_payments_org_mode_id_idx').on(
      t.organizationId,
      t.livemode,
      t.id,
      t.merchantAccountId,
      t.statusId,
      t.createdAt,
    ),
    // A created-at filter sorted by id or updated_at, day by day, as payin_charges has them.
    index('payout_payments_org_mode_day_id_idx').on(
      t.organizationId,
      t.livemode,
      saoPauloDay(t.createdAt),
      t.id,
      t.merchantAccountId,
      t.statusId,
      t.createdAt,
    ),
    index('payout_payments_org_mode_day_updated_idx').on(
      t.organizationId,
      t.livemode,
      saoPauloDay(t.createdAt),
      t.updatedAt,
      t.id,
      t.merchantAccountId,
      t.statusId,
      t.createdAt,
    ),
    index('payout_payments_org_mode_merchant_created_idx').on(
      t.organizationId,
      t.livemode,
      t.merchantAccountId,
      t.createdAt,
      t.id,
    ),
    index('payout_payments_org_mode_status_created_idx').on(
      t.organizationId,
      t.livemode,
      t.statusId,
      t.createdAt,
      t.id,
    ),
    index('payout_payments_org_mode_invoice_idx').on(t.organizationId, t.livemode, t.invoice),
    // Global search by the beneficiary's document.
    index('payout_payments_org_mode_beneficiary_document_idx').on(t.organizationId, t.livemode, t.beneficiaryDocument),
    // The search's substring matches, as payin_charges has them.
    index('payout_payments_beneficiary_name_trgm_idx').using('gin', sql`(${t.beneficiary}->>'name') gin_trgm_ops`),
    index('payout_payments_invoice_trgm_idx').using('gin', sql`${t.invoice} gin_trgm_ops`),
    index('payout_payments_invoice_digit_grams_idx').using('gin', sql`digit_grams(${t.invoice})`),
  ],
);

export type PayoutPayment = typeof payoutPayments.$inferSelect;

/** Each seam of each payout's beneficiary name, kept and read as payin_name_seams is (migration 0018). */
export const payoutNameSeams = pgTable(
  'payout_name_seams',
  {
    organizationId: integer('organization_id').notNull(),
    livemode: boolean('livemode').notNull(),
    seam: text('seam').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull(),
    payoutId: bigint('payout_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('payout_name_seams_idx').on(t.organizationId, t.livemode, t.seam, t.createdAt, t.payoutId, t.name)],
);

/** Payouts per São Paulo day of creation, merchant and current status, kept as payin_daily_totals is. */
export const payoutDailyTotals = pgTable(
  'payout_daily_totals',
  {
    organizationId: integer('organization_id').notNull(),
    livemode: boolean('livemode').notNull(),
    createdOn: date('created_on', { mode: 'string' }).notNull(),
    merchantAccountId: integer('merchant_account_id').notNull(),
    statusId: smallint('status_id').notNull(),
    payouts: bigint('payouts', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    markupAmount: bigint('markup_amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.livemode, t.createdOn, t.merchantAccountId, t.statusId] })],
);

export const payoutStatusHistory = pgTable(
  'payout_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    payoutId: bigint('payout_id', { mode: 'number' })
      .notNull()
      .references(() => payoutPayments.id),
    statusId: smallint('status_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [index('payout_status_history_payout_idx').on(t.payoutId, t.id)],
);

export type PayoutStatusChange = typeof payoutStatusHistory.$inferSelect;
