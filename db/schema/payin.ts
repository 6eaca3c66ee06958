import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  bigserial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  bigint,
  date,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { apiKeys, merchantAccounts, organizations } from './accounts';
import { saoPauloDay } from './days';
import { markupRules, type AppliedMarkup } from './markup';

export type PayinBuyer = {
  name: string;
  email: string;
  /** The type in lower case, as the response returns it. */
  document: { type: 'cpf' | 'cnpj'; number: string };
  address?: {
    street: string;
    number: string;
    complement: string | null;
    zipcode: string;
    city: string;
    district: string;
    state_code: string;
    country: string;
  };
};
export type PayinOriginator = { name: string; document: string; helpdesk: string };
export type PayinBoleto = {
  expire_date: string;
  digitable_line: string;
  bar_code_number: string;
  agreement: { number: string; digit: string; agency: string; assignor_code: string };
  fine: { percent: string | null; amount: number | null; date: string | null };
  discount: { percent: string | null; amount: number | null; daily_amount: number | null; date: string | null };
};
export type PayinPix = { expire_date: string; qr_code: string };
export type PayinSubstatus = { code: string; name: string };

/** A boleto or pix charge. `amount` and the markup are cents; status ids follow the provider's catalogue (lib/payin/rules.ts). */
export const payinCharges = pgTable(
  'payin_charges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    merchantAccountId: integer('merchant_account_id')
      .notNull()
      .references(() => merchantAccounts.id),
    /** The key that created the charge signs its callbacks (docs/webhooks.md). */
    apiKeyId: integer('api_key_id').references(() => apiKeys.id),
    /** Test (false) or live (true): from the creating key's mode or the dashboard's mode; see docs/decisions.md. */
    livemode: boolean('livemode').notNull(),
    hash: text('hash').notNull(),
    ourNumber: text('our_number').notNull(),
    invoice: text('invoice').notNull(),
    notificationUrl: text('notification_url'),
    paymentMethod: text('payment_method').$type<'boleto' | 'pix'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    markupAmount: bigint('markup_amount', { mode: 'number' }).notNull().default(0),
    paidAmount: bigint('paid_amount', { mode: 'number' }),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    description: text('description'),
    buyer: jsonb('buyer').$type<PayinBuyer>().notNull(),
    buyerDocument: text('buyer_document').notNull(),
    originatorLegalEntity: jsonb('originator_legal_entity').$type<PayinOriginator>(),
    boleto: jsonb('boleto').$type<PayinBoleto>(),
    pix: jsonb('pix').$type<PayinPix>(),
    markup: jsonb('markup').$type<AppliedMarkup>(),
    markupRuleId: integer('markup_rule_id').references(() => markupRules.id),
    statusId: smallint('status_id').notNull().default(1),
    substatus: jsonb('substatus').$type<PayinSubstatus>(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 6 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payin_charges_hash_idx').on(t.hash),
    // One invoice per merchant and mode, also when parallel requests race past the application check.
    uniqueIndex('payin_charges_merchant_mode_invoice_idx').on(t.merchantAccountId, t.livemode, t.invoice),
    // The list: every filter leads with the organization and the mode, every sort ends with id for a stable order.
    // One index per sort of the list, each ending with the list's filters: the scan checks them in the index, without
    // visiting the table for the rows it skips (docs/decisions.md, reads at scale).
    index('payin_charges_org_mode_created_idx').on(
      t.organizationId,
      t.livemode,
      t.createdAt,
      t.id,
      t.merchantAccountId,
      t.statusId,
      t.paymentMethod,
      t.updatedAt,
    ),
    index('payin_charges_org_mode_updated_idx').on(
      t.organizationId,
      t.livemode,
      t.updatedAt,
      t.id,
      t.merchantAccountId,
      t.statusId,
      t.paymentMethod,
      t.createdAt,
    ),
    index('payin_charges_org_mode_amount_idx').on(
      t.organizationId,
      t.livemode,
      t.amount,
      t.id,
      t.merchantAccountId,
      t.statusId,
      t.paymentMethod,
      t.createdAt,
    ),
    index('payin_charges_org_mode_id_idx').on(
      t.organizationId,
      t.livemode,
      t.id,
      t.merchantAccountId,
      t.statusId,
      t.paymentMethod,
      t.createdAt,
    ),
    // A created-at filter sorted by id or updated_at: each São Paulo day of the filter is walked in the sort's order
    // and stops after a page, checking the filters and created_at in the index (lib/payments/queries.ts).
    index('payin_charges_org_mode_day_id_idx').on(
      t.organizationId,
      t.livemode,
      saoPauloDay(t.createdAt),
      t.id,
      t.merchantAccountId,
      t.statusId,
      t.paymentMethod,
      t.createdAt,
    ),
    index('payin_charges_org_mode_day_updated_idx').on(
      t.organizationId,
      t.livemode,
      saoPauloDay(t.createdAt),
      t.updatedAt,
      t.id,
      t.merchantAccountId,
      t.statusId,
      t.paymentMethod,
      t.createdAt,
    ),
    index('payin_charges_org_mode_merchant_created_idx').on(
      t.organizationId,
      t.livemode,
      t.merchantAccountId,
      t.createdAt,
      t.id,
    ),
    index('payin_charges_org_mode_status_created_idx').on(t.organizationId, t.livemode, t.statusId, t.createdAt, t.id),
    index('payin_charges_org_mode_method_created_idx').on(
      t.organizationId,
      t.livemode,
      t.paymentMethod,
      t.createdAt,
      t.id,
    ),
    index('payin_charges_org_mode_invoice_idx').on(t.organizationId, t.livemode, t.invoice),
    // Global search by the buyer's document or e-mail.
    index('payin_charges_org_mode_buyer_document_idx').on(t.organizationId, t.livemode, t.buyerDocument),
    index('payin_charges_org_mode_buyer_email_idx').on(t.organizationId, t.livemode, sql`lower(${t.buyer}->>'email')`),
    // The search's substring matches (pg_trgm). Not led by the organization: a GIN index intersects every key's
    // posting list, and a large tenant's is millions of rows long; the tenant and mode are checked on the rows found.
    index('payin_charges_buyer_name_trgm_idx').using('gin', sql`(${t.buyer}->>'name') gin_trgm_ops`),
    index('payin_charges_invoice_trgm_idx').using('gin', sql`${t.invoice} gin_trgm_ops`),
    // A number of six digits or more in an invoice, by its runs of six (digit_grams, migration 0019): digit trigrams
    // are each in about one invoice in a hundred, six digits in a few in a million.
    index('payin_charges_invoice_digit_grams_idx').using('gin', sql`digit_grams(${t.invoice})`),
  ],
);

export type PayinCharge = typeof payinCharges.$inferSelect;

/**
 * Each seam of each charge's buyer name (`word_seams`, migration 0017), with the charge's scope, time and name: kept by
 * statement triggers on payin_charges (migration 0018) in the transaction of each change. The search reads a name of
 * several words here, one seam's rows newest first, checking the whole name on the index alone, and stops at the
 * fifth that contains it: a few index pages whatever the table holds (docs/decisions.md, reads at scale).
 */
export const payinNameSeams = pgTable(
  'payin_name_seams',
  {
    organizationId: integer('organization_id').notNull(),
    livemode: boolean('livemode').notNull(),
    seam: text('seam').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull(),
    chargeId: bigint('charge_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
  },
  // The name is the index's last column, after a unique one, so it orders nothing and is read without the table.
  (t) => [index('payin_name_seams_idx').on(t.organizationId, t.livemode, t.seam, t.createdAt, t.chargeId, t.name)],
);

/**
 * Charges per São Paulo day of creation, merchant, method and current status, with their amounts and markups in cents:
 * kept by statement triggers on payin_charges (migration 0014) in the transaction of each change, so the overview and
 * the list's totals add up a few rows instead of counting millions (docs/decisions.md, reads at scale).
 */
export const payinDailyTotals = pgTable(
  'payin_daily_totals',
  {
    organizationId: integer('organization_id').notNull(),
    livemode: boolean('livemode').notNull(),
    createdOn: date('created_on', { mode: 'string' }).notNull(),
    merchantAccountId: integer('merchant_account_id').notNull(),
    paymentMethod: text('payment_method').$type<'boleto' | 'pix'>().notNull(),
    statusId: smallint('status_id').notNull(),
    charges: bigint('charges', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    markupAmount: bigint('markup_amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.organizationId, t.livemode, t.createdOn, t.merchantAccountId, t.paymentMethod, t.statusId],
    }),
  ],
);

/** Every status a charge has been in, appended in the transaction of each change. */
export const payinStatusHistory = pgTable(
  'payin_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chargeId: bigint('charge_id', { mode: 'number' })
      .notNull()
      .references(() => payinCharges.id),
    statusId: smallint('status_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [index('payin_status_history_charge_idx').on(t.chargeId, t.id)],
);

export type PayinStatusChange = typeof payinStatusHistory.$inferSelect;
