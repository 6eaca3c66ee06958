import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { apiKeys, merchantAccounts, organizations } from './accounts';
import { payinCharges } from './payin';

/**
 * A refund (Pix devolução) of part or all of a paid charge, in cents. It takes its charge's organization, mode and
 * merchant account; status ids follow lib/refunds/rules.ts (1 Requested, 2 Processing, 3 Paid, 4 Failed).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    livemode: boolean('livemode').notNull(),
    chargeId: bigint('charge_id', { mode: 'number' })
      .notNull()
      .references(() => payinCharges.id),
    merchantAccountId: integer('merchant_account_id')
      .notNull()
      .references(() => merchantAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** Where its callbacks go; null sends them to the charge's notification URL. */
    notificationUrl: text('notification_url'),
    statusId: smallint('status_id').notNull().default(1),
    failureReason: text('failure_reason'),
    /** The key that asked for the refund signs its callbacks (docs/webhooks.md); null from the dashboard. */
    apiKeyId: integer('api_key_id').references(() => apiKeys.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    // A charge's refunds: the charge page, the payin list's refunds[] and the remainder summed under the charge's lock.
    index('refunds_charge_idx').on(t.chargeId, t.id),
    // The list, newest first: every filter leads with the organization and the mode and ends with id.
    index('refunds_org_mode_created_idx').on(t.organizationId, t.livemode, t.createdAt, t.id),
    index('refunds_org_mode_status_created_idx').on(t.organizationId, t.livemode, t.statusId, t.createdAt, t.id),
    index('refunds_org_mode_merchant_created_idx').on(
      t.organizationId,
      t.livemode,
      t.merchantAccountId,
      t.createdAt,
      t.id,
    ),
  ],
);

export type Refund = typeof refunds.$inferSelect;

/** Every status a refund has been in, appended in the transaction of each change. */
export const refundStatusHistory = pgTable(
  'refund_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    refundId: bigint('refund_id', { mode: 'number' })
      .notNull()
      .references(() => refunds.id),
    statusId: smallint('status_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [index('refund_status_history_refund_idx').on(t.refundId, t.id)],
);

export type RefundStatusChange = typeof refundStatusHistory.$inferSelect;
