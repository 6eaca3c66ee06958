import type { Db } from '@/db/client';
import { authenticateApiKey, dashboardModeOf, findOrganization, findUser } from '@/lib/accounts/service';
import type { Role } from '@/lib/accounts/schemas';
import { livemodeOfKey } from '@/lib/livemode';
import { MODE_COOKIE, SELECTED_ORGANIZATION_COOKIE } from '@/lib/selection-cookies';
import { forbidden, unauthenticated } from './errors';

/** Who is calling, and for which organization. API keys act with `write` rights; key management needs a signed-in admin. */
export type Principal = {
  organizationId: number;
  role: Role;
  userId: number | null;
  apiKeyId: number | null;
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

async function sessionPrincipal(req: Request, db: Db): Promise<Principal | null> {
  if (!req.headers.get('cookie')) return null;
  const [{ getToken }, { authSecret }] = await Promise.all([import('next-auth/jwt'), import('@/lib/auth/secret')]);
  const token = await getToken({ req: req as never, secret: authSecret() });
  const user = token?.sub ? await findUser(db, Number(token.sub)) : null;
  if (!user) return null;
  let organizationId = user.organizationId;
  // Operators act on any organization; the dashboard's switcher says which.
  const selected = Number(cookieValue(req, SELECTED_ORGANIZATION_COOKIE));
  if (user.role === 'operator' && Number.isSafeInteger(selected) && selected > 0 && (await findOrganization(db, selected))) {
    organizationId = selected;
  }
  const livemode = await dashboardModeOf(db, organizationId, cookieValue(req, MODE_COOKIE));
  return { organizationId, role: user.role, userId: user.id, apiKeyId: null, livemode };
}

/** A Bearer key when the header is present (and then only the key counts), otherwise the dashboard session. */
export async function authenticate(req: Request, db: Db, now: Date): Promise<Principal> {
  const header = req.headers.get('authorization');
  if (header !== null) {
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    const key = match ? await authenticateApiKey(db, match[1], now) : null;
    if (!key) throw unauthenticated();
    return { organizationId: key.organizationId, role: 'write', userId: null, apiKeyId: key.id, livemode: livemodeOfKey(key.mode) };
  }
  const principal = await sessionPrincipal(req, db);
  if (!principal) throw unauthenticated();
  // Session cookies are SameSite=Lax already; refusing cross-site writes outright closes the rest of CSRF.
  if (!['GET', 'HEAD'].includes(req.method) && req.headers.get('sec-fetch-site') === 'cross-site') throw forbidden();
  return principal;
}
