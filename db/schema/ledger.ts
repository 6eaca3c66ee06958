import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchantAccounts, organizations } from './accounts';

/**
 * The double-entry ledger (docs/decisions.md, "The ledger"). Every amount is integer cents. An entry's amount is
 * signed: positive raises its account's balance, negative lowers it, and the entries of one transaction sum to zero.
 * The triggers of migration 0011 keep the rules the columns cannot state: entries and transactions are append-only,
 * a balance changes only through an entry, and each transaction's entries sum to zero at commit.
 */

/** Each merchant account's own balances, once per mode. They may never be negative. */
export const MERCHANT_ACCOUNT_KINDS = ['pending', 'available', 'reserved'] as const;
/** The organization's side of the merchants' money, once per mode; these may go negative. */
export const SYSTEM_ACCOUNT_KINDS = ['processor_clearing', 'markup_revenue', 'adjustments'] as const;
/** In the order a scope's accounts are created, which is the order of their ids and so the order they are locked in. */
export const LEDGER_ACCOUNT_KINDS = [...SYSTEM_ACCOUNT_KINDS, ...MERCHANT_ACCOUNT_KINDS] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** Each transaction type and the kind of resource that causes it. Adjustments are their own resource and carry no id. */
export const LEDGER_TRANSACTION_TYPES = {
  payin_paid: 'charge',
  payin_credited: 'charge',
  payout_reserved: 'payout',
  payout_paid: 'payout',
  payout_returned: 'payout',
  refund_reserved: 'refund',
  refund_paid: 'refund',
  refund_returned: 'refund',
  adjustment: 'adjustment',
  sandbox_topup: 'adjustment',
} as const;
export type LedgerTransactionType = keyof typeof LEDGER_TRANSACTION_TYPES;
export type LedgerResourceType = (typeof LEDGER_TRANSACTION_TYPES)[LedgerTransactionType];

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
const list = (values: readonly string[]) => sql.raw(quoted(values));
const typesOf = (resource: LedgerResourceType) =>
  Object.entries(LEDGER_TRANSACTION_TYPES).flatMap(([type, of]) => (of === resource ? [type] : []));
const RESOURCE_TYPES: readonly LedgerResourceType[] = [...new Set(Object.values(LEDGER_TRANSACTION_TYPES))];
const typeMatchesResource = sql.raw(
  `CASE ${RESOURCE_TYPES.map((resource) => `WHEN type IN (${quoted(typesOf(resource))}) THEN resource_type = '${resource}'`).join(' ')} ELSE false END`,
);

const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 6 });

/**
 * One balance: a merchant account's pending, available or reserved money in one mode, or one of its organization's
 * system accounts in one mode. `balance` is the sum of the account's entries, kept by the entry trigger, so reading
 * a balance is one indexed row.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** Null for the organization's system accounts. */
    merchantAccountId: integer('merchant_account_id').references(() => merchantAccounts.id),
    livemode: boolean('livemode').notNull(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** When the last entry was booked; the next one may not be dated earlier, so time order is entry order. */
    lastEntryAt: timestamp('last_entry_at', { withTimezone: true, precision: 6 }),
    createdAt: createdAt().notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_owner_mode_kind_key')
      .on(t.organizationId, t.merchantAccountId, t.livemode, t.kind)
      .nullsNotDistinct(),
    check('ledger_accounts_kind_check', sql`${t.kind} in (${list(LEDGER_ACCOUNT_KINDS)})`),
    check(
      'ledger_accounts_owner_check',
      sql`(${t.merchantAccountId} is null) = (${t.kind} in (${list(SYSTEM_ACCOUNT_KINDS)}))`,
    ),
    check(
      'ledger_accounts_balance_not_negative',
      sql`${t.kind} not in (${list(MERCHANT_ACCOUNT_KINDS)}) or ${t.balance} >= 0`,
    ),
  ],
);

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;

/** One movement of money: two or more entries that sum to zero, caused by one resource. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    livemode: boolean('livemode').notNull(),
    type: text('type').$type<LedgerTransactionType>().notNull(),
    resourceType: text('resource_type').$type<LedgerResourceType>().notNull(),
    /** The charge, payout or refund id; null for an adjustment, which is its own resource. */
    resourceId: bigint('resource_id', { mode: 'number' }),
    description: text('description').notNull(),
    createdAt: createdAt().notNull(),
  },
  (t) => [
    // A resource causes each type of movement once: a job that runs twice cannot post twice.
    uniqueIndex('ledger_transactions_resource_type_key').on(t.resourceType, t.resourceId, t.type),
    check('ledger_transactions_type_check', typeMatchesResource),
    check('ledger_transactions_resource_check', sql`(${t.resourceId} is null) = (${t.resourceType} = 'adjustment')`),
    check('ledger_transactions_topup_test_only', sql`${t.type} <> 'sandbox_topup' or not ${t.livemode}`),
    check('ledger_transactions_description_check', sql`${t.description} <> ''`),
  ],
);

export type LedgerTransaction = typeof ledgerTransactions.$inferSelect;

/**
 * One account's side of a transaction. `type` and `created_at` are the transaction's and `balance_after` the
 * account's balance once this entry applied: the entry trigger writes all three, so a statement reads one table.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    type: text('type').$type<LedgerTransactionType>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: createdAt().notNull(),
  },
  (t) => [
    // One entry per account and transaction; also the index from a transaction to its entries.
    uniqueIndex('ledger_entries_transaction_account_key').on(t.transactionId, t.accountId),
    // An account's entries in time order, which is also id order: statements, date ranges, balances at a moment.
    index('ledger_entries_account_created_idx').on(t.accountId, t.createdAt, t.id),
    index('ledger_entries_account_type_created_idx').on(t.accountId, t.type, t.createdAt, t.id),
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);

export type LedgerEntry = typeof ledgerEntries.$inferSelect;
