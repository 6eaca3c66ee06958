import type { AuditEntry } from './schemas';
import type { AuditRow } from './service';

export function serializeAuditEntry({ entry, userName, userEmail, keyName, keyPrefix }: AuditRow): AuditEntry {
  const actor: AuditEntry['actor'] =
    entry.actorUserId !== null
      ? {
          type: 'user',
          id: entry.actorUserId,
          label: userName ? `${userName} <${userEmail}>` : `user ${entry.actorUserId}`,
          name: userName,
          email: userEmail,
          key_prefix: null,
        }
      : entry.actorApiKeyId !== null
        ? {
            type: 'api_key',
            id: entry.actorApiKeyId,
            label: keyName ? `API key “${keyName}” (${keyPrefix}…)` : `API key ${entry.actorApiKeyId}`,
            name: keyName,
            email: null,
            key_prefix: keyPrefix,
          }
        : { type: 'system', id: null, label: 'Payrail', name: null, email: null, key_prefix: null };
  return {
    id: entry.id,
    action: entry.action,
    resource_type: entry.resourceType,
    resource_id: entry.resourceId,
    details: entry.details,
    created_at: entry.createdAt.toISOString(),
    actor,
  };
}
