import type { Db } from '@/db/client';
import { authenticateApiKey, dashboardModeOf } from '@/lib/accounts/api-keys';
import { findOrganization } from '@/lib/accounts/organizations';
import { findSessionUser } from '@/lib/accounts/sessions';
import type { Role } from '@/lib/accounts/schemas';
import { publicOrigin } from '@/lib/config';
import { livemodeOfKey } from '@/lib/livemode';
import { isSafeMethod, isSameOriginRequest } from '@/lib/security/origin';
import { MODE_COOKIE, SELECTED_ORGANIZATION_COOKIE } from '@/lib/selection-cookies';
import { crossOriginWrite, unauthenticated } from './errors';

/** Who is calling, and for which organization. API keys act with `write` rights; key management needs a signed-in admin. */
export type Principal = {
  organizationId: number;
  role: Role;
  userId: number | null;
  apiKeyId: number | null;
  /** A session signed in with a one-time password: it may only replace it (withAuth's `passwordChange`). */
  passwordChangeRequired: boolean;
  /** The mode every domain call is scoped by: the key's own mode, or the dashboard's switch (docs/decisions.md). */
  livemode: boolean;
};

const ROLE_RANK: Record<Role, number> = { view: 0, write: 1, admin: 2, operator: 3 };

export function roleAllows(role: Role, required: Role): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[required];
}

function cookieValue(req: Request, name: string): string | undefined {
  const header = req.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

async function sessionPrincipal(req: Request, db: Db, now: Date): Promise<Principal | null> {
  if (!req.headers.get('cookie')) return null;
  const { readSessionToken } = await import('@/lib/auth/session');
  const token = await readSessionToken(req as never);
  // A valid JWT is not enough: its session must not have been ended (sign-out, password change, deactivation).
  const user = token ? await findSessionUser(db, token.sub, token.sid, now) : null;
  if (!user) return null;
  let organizationId = user.organizationId;
  // Operators act on any organization; the dashboard's switcher says which.
  const selected = Number(cookieValue(req, SELECTED_ORGANIZATION_COOKIE));
  if (
    user.role === 'operator' &&
    Number.isSafeInteger(selected) &&
    selected > 0 &&
    (await findOrganization(db, selected))
  ) {
    organizationId = selected;
  }
  const livemode = await dashboardModeOf(db, organizationId, cookieValue(req, MODE_COOKIE));
  return {
    organizationId,
    role: user.role,
    userId: user.id,
    apiKeyId: null,
    livemode,
    passwordChangeRequired: user.oneTimePasswordExpiresAt !== null,
  };
}

/** A Bearer key when the header is present (and then only the key counts), otherwise the dashboard session. */
export async function authenticate(req: Request, db: Db, now: Date): Promise<Principal> {
  const header = req.headers.get('authorization');
  if (header !== null) {
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    const key = match ? await authenticateApiKey(db, match[1]!, now) : null;
    if (!key) throw unauthenticated();
    return {
      organizationId: key.organizationId,
      role: 'write',
      userId: null,
      apiKeyId: key.id,
      livemode: livemodeOfKey(key.mode),
      passwordChangeRequired: false,
    };
  }
  const principal = await sessionPrincipal(req, db, now);
  if (!principal) throw unauthenticated();
  // The browser attaches the cookie to a write from any site (SameSite=Lax still lets a sibling subdomain through);
  // only a write proven to come from our own pages is the user's. Bearer keys are never sent by a browser on its own.
  if (!isSafeMethod(req.method) && !isSameOriginRequest(req.headers, publicOrigin())) throw crossOriginWrite();
  return principal;
}
