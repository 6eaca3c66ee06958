import type { WebhookAttempt, WebhookDelivery } from '@/db/schema';
import { isoOrNull } from '@/lib/dates';
import type { AttemptRecord, DeliveryDetail, DeliveryRecord } from './schemas';

export function serializeDelivery(delivery: WebhookDelivery): DeliveryRecord {
  return {
    id: delivery.id,
    livemode: delivery.livemode,
    event_id: delivery.eventId,
    event_kind: delivery.eventKind,
    resource_type: delivery.resourceType,
    resource_id: delivery.resourceId,
    url: delivery.url,
    status: delivery.status,
    attempt_count: delivery.attemptCount,
    next_attempt_at: isoOrNull(delivery.nextAttemptAt),
    last_status_code: delivery.lastStatusCode,
    last_error: delivery.lastError,
    delivered_at: isoOrNull(delivery.deliveredAt),
    created_at: delivery.createdAt.toISOString(),
    updated_at: delivery.updatedAt.toISOString(),
  };
}

export function serializeAttempt(attempt: WebhookAttempt): AttemptRecord {
  return {
    id: attempt.id,
    attempted_at: attempt.attemptedAt.toISOString(),
    status_code: attempt.statusCode,
    duration_ms: attempt.durationMs,
    error: attempt.error,
    response_excerpt: attempt.responseExcerpt,
    request_headers: attempt.requestHeaders,
  };
}

export function serializeDeliveryDetail(delivery: WebhookDelivery, attempts: WebhookAttempt[]): DeliveryDetail {
  return { ...serializeDelivery(delivery), body: delivery.body, attempts: attempts.map(serializeAttempt) };
}
