import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { apiKeys, organizations } from './accounts';

export const webhookDeliveryStatus = pgEnum('webhook_delivery_status', ['pending', 'delivered', 'failed']);
export const webhookSignatureKind = pgEnum('webhook_signature_kind', ['payin', 'payout', 'body']);

/** What the provider's signature header of a payin or payout callback is computed over. */
export type SignatureFields = Record<string, string | number>;

/** One event for one receiver: the outbox row, written in the transaction of the change it reports. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** The mode of the object whose change the event reports. */
    livemode: boolean('livemode').notNull(),
    /** `webhook-id`: the same on every attempt and resend, so receivers can drop repeats. */
    eventId: text('event_id').notNull(),
    eventKind: text('event_kind').notNull(),
    resourceType: text('resource_type'),
    resourceId: text('resource_id'),
    url: text('url').notNull(),
    /** The exact bytes sent, so signatures can be checked against what was stored. */
    body: text('body').notNull(),
    signatureKind: webhookSignatureKind('signature_kind').notNull(),
    signatureFields: jsonb('signature_fields').$type<SignatureFields>().notNull().default({}),
    /** The key that created the resource; if it is revoked, the organization's newest active key signs. */
    apiKeyId: integer('api_key_id').references(() => apiKeys.id),
    status: webhookDeliveryStatus('status').notNull().default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 6 }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, precision: 6 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_id_idx').on(t.eventId),
    index('webhook_deliveries_org_mode_created_idx').on(t.organizationId, t.livemode, t.createdAt),
    index('webhook_deliveries_org_mode_resource_idx').on(t.organizationId, t.livemode, t.resourceId),
  ],
);

/** Every try to send a delivery, with what was sent and what came back. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id),
    attemptedAt: timestamp('attempted_at', { withTimezone: true, precision: 6 }).notNull(),
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>().notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    responseExcerpt: text('response_excerpt'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt)],
);

export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
export type WebhookAttempt = typeof webhookAttempts.$inferSelect;
export type WebhookSignatureKind = (typeof webhookSignatureKind.enumValues)[number];
