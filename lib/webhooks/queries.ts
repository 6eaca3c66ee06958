import { inScope } from '@/db/scope';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { webhookAttempts, webhookDeliveries, type WebhookDelivery } from '@/db/schema';
import { notFoundError } from '@/lib/errors';
import type { Scope } from '@/lib/livemode';
import type { ListDeliveriesQuery } from './schemas';
import { theRow } from '@/db/rows';

/** Within the scope's organization and mode: a delivery of the other mode looks unknown, as a foreign one does. */
export async function findDelivery(db: Executor, scope: Scope, id: number): Promise<WebhookDelivery> {
  const [delivery] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), ...inScope(webhookDeliveries, scope)));
  if (!delivery) throw notFoundError('Delivery not found.');
  return delivery;
}

export async function getDeliveryWithAttempts(db: Executor, scope: Scope, id: number) {
  const delivery = await findDelivery(db, scope, id);
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, id))
    .orderBy(asc(webhookAttempts.attemptedAt), asc(webhookAttempts.id));
  return { delivery, attempts };
}

export async function listDeliveries(db: Executor, scope: Scope, query: ListDeliveriesQuery) {
  const filters: SQL[] = inScope(webhookDeliveries, scope);
  if (query.event_kind) filters.push(eq(webhookDeliveries.eventKind, query.event_kind));
  if (query.status) filters.push(eq(webhookDeliveries.status, query.status));
  if (query.resource_id) filters.push(eq(webhookDeliveries.resourceId, query.resource_id));
  if (query.created_from) filters.push(gte(webhookDeliveries.createdAt, new Date(`${query.created_from}T00:00:00Z`)));
  if (query.created_to)
    filters.push(
      lt(webhookDeliveries.createdAt, new Date(new Date(`${query.created_to}T00:00:00Z`).getTime() + 86_400_000)),
    );
  const where = and(...filters);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows, total: theRow(counted, 'count of webhookDeliveries').total };
}
