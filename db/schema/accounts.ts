import {
  bigint,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['admin', 'write', 'view', 'operator']);
export const apiKeyMode = pgEnum('api_key_mode', ['test', 'live']);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
};

/** The umbrella: owns merchant accounts, users and API keys. */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ...timestamps,
});

/** A submerchant (seller) account; its integer id is the API's `merchant_id`. */
export const merchantAccounts = pgTable(
  'merchant_accounts',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    enableMarkup: boolean('enable_markup').notNull().default(false),
    /** The last boleto `our_number` issued: a per-merchant sequence. */
    payinSequence: integer('payin_sequence').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('merchant_accounts_organization_idx').on(t.organizationId, t.id)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: userRole('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set by an admin on the team page: the user can no longer sign in, and open sessions stop working. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true, precision: 6 }),
    /**
     * Set while the password is a one-time password (issued on creation, by an admin's reset or by create-admin):
     * it stops working at this time, and until the user chooses their own, the session can only change it.
     */
    oneTimePasswordExpiresAt: timestamp('one_time_password_expires_at', { withTimezone: true, precision: 6 }),
    /** The dashboard's language (lib/locale.ts); null follows the browser (its Accept-Language), pt-BR when it says neither. */
    locale: text('locale', { enum: ['pt-BR', 'en'] }),
    /** The IANA zone the dashboard tells times in. */
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

/**
 * One row per dashboard sign-in; its id travels in the session JWT. A session works only while its row is
 * unrevoked, so sign-out ends that session and a password change or deactivation ends all of the user's at once.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 6 }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 6 }),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId)],
);

/**
 * rate-limiter-flexible's RateLimiterPostgres store (its own column layout: key, points, expire in epoch ms), for
 * sign-in throttling shared by every app instance. Created here rather than by the library at run time.
 */
export const signInLimits = pgTable('sign_in_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    mode: apiKeyMode('mode').notNull(),
    /** First characters of the key, shown in listings so staff can tell keys apart. */
    prefix: text('prefix').notNull(),
    /** sha256 hex of the full key: the lookup on every request. */
    keyHash: text('key_hash').notNull(),
    /** AES-256-GCM copy of the key; webhook signatures need the plaintext. */
    keyCiphertext: text('key_ciphertext').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, precision: 6 }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 6 }),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_idx').on(t.keyHash),
    index('api_keys_organization_idx').on(t.organizationId, t.createdAt),
  ],
);

export type Organization = typeof organizations.$inferSelect;
export type MerchantAccount = typeof merchantAccounts.$inferSelect;
export type User = typeof users.$inferSelect;
export type UserSession = typeof userSessions.$inferSelect;
export type UserRole = (typeof userRole.enumValues)[number];
export type ApiKey = typeof apiKeys.$inferSelect;
