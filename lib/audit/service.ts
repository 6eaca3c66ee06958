import type { Executor } from '@/db/client';
import { auditLog } from '@/db/schema';

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
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    organizationId: entry.organizationId,
    actorUserId: entry.actor.userId,
    actorApiKeyId: entry.actor.apiKeyId,
    action: entry.action,
    resourceType: entry.resourceType,
    resourceId: entry.resourceId === undefined ? undefined : String(entry.resourceId),
    details: entry.details ?? {},
  });
}
