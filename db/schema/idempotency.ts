import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './accounts';

/** Create requests replayed by `Idempotency-Key`, per organization and mode; rows older than 24 h are ignored and purged. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** A test key and a live key may send the same Idempotency-Key: they are two requests. */
    livemode: boolean('livemode').notNull(),
    key: text('key').notNull(),
    /** sha256 of method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.livemode, t.key] })],
);
