import type { Role } from '@/lib/accounts/schemas';

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  write: 'Write',
  view: 'View',
  operator: 'Payrail operator',
};
