import type { ApiKey, MerchantAccount, User } from '@/db/schema';
import { isoOrNull } from '@/lib/dates';
import type { ApiKeyRecord, MerchantAccountRecord, ProfileRecord, TeamMemberRecord } from './schemas';

export function serializeApiKey(key: ApiKey): ApiKeyRecord {
  return {
    id: key.id,
    name: key.name,
    mode: key.mode,
    prefix: key.prefix,
    created_at: key.createdAt.toISOString(),
    last_used_at: isoOrNull(key.lastUsedAt),
    revoked_at: isoOrNull(key.revokedAt),
  };
}

export function serializeMerchantAccount(account: MerchantAccount): MerchantAccountRecord {
  return {
    id: account.id,
    name: account.name,
    enable_markup: account.enableMarkup,
    created_at: account.createdAt.toISOString(),
    updated_at: account.updatedAt.toISOString(),
  };
}

export function serializeTeamMember(user: User): TeamMemberRecord {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    active: user.deactivatedAt === null,
    one_time_password_expires_at: isoOrNull(user.oneTimePasswordExpiresAt),
    created_at: user.createdAt.toISOString(),
    deactivated_at: isoOrNull(user.deactivatedAt),
  };
}

export function serializeProfile(user: User): ProfileRecord {
  return { id: user.id, email: user.email, name: user.name, locale: user.locale, time_zone: user.timeZone };
}
