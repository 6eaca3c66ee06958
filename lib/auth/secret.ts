import { createHash } from 'node:crypto';
import { appSecret } from '@/lib/config';

/** next-auth's JWT secret, derived so that one APP_SECRET configures the whole app. */
export function authSecret(): string {
  return createHash('sha256').update(`payrail:next-auth:${appSecret()}`).digest('hex');
}
