import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { apiKeys, auditLog, users } from '@/db/schema';
import { createdRangeFilters } from '@/db/filters';
import type { ListAuditQuery } from './schemas';
import { theRow } from '@/db/rows';

export type Actor = { userId: number | null; apiKeyId: number | null };

export type AuditEntry = {
  organizationId: number | null;
  actor: Actor;
  action: string;
  resourceType?: string;
  resourceId?: string | number;
  details?: Record<string, unknown>;
};

/** Call inside the transaction of the change being recorded. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    organizationId: entry.organizationId,
    actorUserId: entry.actor.userId,
    actorApiKeyId: entry.actor.apiKeyId,
    action: entry.action,
    resourceType: entry.resourceType,
    resourceId: entry.resourceId === undefined ? undefined : String(entry.resourceId),
    details: entry.details ?? {},
  });
}

/** The organization's audit trail, newest first, with who acted: a user by name and e-mail, a key by its prefix. */
export async function listAuditLog(db: Executor, organizationId: number, query: ListAuditQuery) {
  const where = and(
    eq(auditLog.organizationId, organizationId),
    query.action === undefined ? undefined : eq(auditLog.action, query.action),
    query.actor_user_id === undefined ? undefined : eq(auditLog.actorUserId, query.actor_user_id),
    query.resource_type === undefined ? undefined : eq(auditLog.resourceType, query.resource_type),
    query.resource_id === undefined ? undefined : eq(auditLog.resourceId, query.resource_id),
    ...createdRangeFilters(auditLog.createdAt, query.created_at_start, query.created_at_end),
  );
  const [rows, counted] = await Promise.all([
    db
      .select({
        entry: auditLog,
        userName: users.name,
        userEmail: users.email,
        keyName: apiKeys.name,
        keyPrefix: apiKeys.prefix,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .leftJoin(apiKeys, eq(apiKeys.id, auditLog.actorApiKeyId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: theRow(counted, 'count of auditLog').total };
}

export type AuditRow = Awaited<ReturnType<typeof listAuditLog>>['rows'][number];
