import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchantAccounts, organizations } from './accounts';

export const markupProduct = pgEnum('markup_product', ['payin', 'payout']);
export const markupMode = pgEnum('markup_mode', ['fixed', 'percent']);

/** A global markup rule for one submerchant, product and payment method. Amounts are exact decimals. */
export const markupRules = pgTable(
  'markup_rules',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => merchantAccounts.id),
    parentId: integer('parent_id'),
    product: markupProduct('product').notNull(),
    paymentMethod: text('payment_method').notNull(),
    type: text('type').notNull().default('global'),
    mode: markupMode('mode').notNull(),
    /** BRL for fixed; a percentage (0.30 = 0.3%) for percent. */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    minChargeValue: numeric('min_charge_value', { precision: 12, scale: 2 }),
    maxChargeValue: numeric('max_charge_value', { precision: 12, scale: 2 }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [
    index('markup_rules_organization_idx').on(t.organizationId, t.accountId),
    // At most one enabled global rule per account, product and method, even under concurrent writes.
    uniqueIndex('markup_rules_one_enabled_global_idx')
      .on(t.accountId, t.product, t.paymentMethod)
      .where(sql`${t.enabled} and ${t.type} = 'global'`),
  ],
);

export type MarkupRule = typeof markupRules.$inferSelect;

/** The markup applied at creation, frozen on the row so later rule edits never change history. */
export type AppliedMarkup = {
  source: 'inline' | 'global';
  rule_id: number | null;
  mode: 'fixed' | 'percent';
  amount: string;
  min_charge_value: string | null;
  max_charge_value: string | null;
  /** Cents added to the transaction. */
  applied_amount: number;
  explanation: string;
};
