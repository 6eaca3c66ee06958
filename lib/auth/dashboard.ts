import 'server-only';
import { getServerSession } from 'next-auth';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/db/client';
import type { Executor } from '@/db/client';
import { dashboardModeOf } from '@/lib/accounts/api-keys';
import { findOrganization, listMerchantAccounts, listOrganizations } from '@/lib/accounts/organizations';
import { findUser } from '@/lib/accounts/team';
import { isDomainError } from '@/lib/errors';
import type { Scope } from '@/lib/livemode';
import { MODE_COOKIE, SELECTED_MERCHANT_COOKIE, SELECTED_ORGANIZATION_COOKIE } from '@/lib/selection-cookies';
import { authOptions } from './options';

export const CHANGE_PASSWORD_PATH = '/change-password';

/**
 * The user of a live session, or null; looked up once per request (the layout, the page and the i18n request config,
 * i18n/request.ts, all ask).
 */
export const sessionUser = cache(async () => {
  // Read first: it marks the page dynamic, so `next build` never prerenders it and needs no APP_SECRET.
  await cookies();
  // The session callback (lib/auth/options.ts) leaves the user out of an ended session.
  const session = await getServerSession(authOptions);
  const db = await getDb();
  const userId = Number((session?.user as { id?: string } | undefined)?.id);
  return { db, user: Number.isSafeInteger(userId) ? await findUser(db, userId) : null };
});

/** The user of a live session; redirects to sign-in otherwise. */
export async function signedInUser() {
  const { db, user } = await sessionUser();
  // proxy.ts already sent visitors without a session cookie to sign-in; this catches ended sessions and deactivated users.
  if (!user) redirect('/sign-in');
  return { db, user };
}

/** The signed-in user, the organization they act for, its accounts and the mode; redirects to sign-in otherwise. */
export async function dashboardContext() {
  const { db, user } = await signedInUser();
  // A one-time password is replaced before anything else; the API refuses such a session the same way (withAuth).
  if (user.oneTimePasswordExpiresAt !== null) redirect(CHANGE_PASSWORD_PATH);
  const jar = await cookies();

  const isOperator = user.role === 'operator';
  const selectedOrganization = Number(jar.get(SELECTED_ORGANIZATION_COOKIE)?.value);
  const organization =
    (isOperator && Number.isSafeInteger(selectedOrganization) && (await findOrganization(db, selectedOrganization))) ||
    (await findOrganization(db, user.organizationId))!;
  const accounts = await listMerchantAccounts(db, organization.id);
  const selectedMerchant = Number(jar.get(SELECTED_MERCHANT_COOKIE)?.value);
  const merchant = accounts.find((account) => account.id === selectedMerchant) ?? accounts[0] ?? null;

  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      locale: user.locale,
      timeZone: user.timeZone,
    },
    organization: { id: organization.id, name: organization.name },
    organizations: isOperator ? await listOrganizations(db) : [organization],
    accounts,
    merchant,
    /** The same mode the API scopes this session's requests by (lib/api/authenticate.ts). */
    livemode: await dashboardModeOf(db, organization.id, jar.get(MODE_COOKIE)?.value),
  };
}

/**
 * A detail page's record, looked up in the session's organization and mode as its API does: an id the API would
 * answer 404 for (unknown, malformed, another tenant's, the other mode's) renders the dashboard's not-found page with
 * HTTP 404 instead of a page whose data never arrives.
 */
export async function foundOrNotFound<T>(
  { organization, livemode }: { organization: { id: number }; livemode: boolean },
  lookup: (db: Executor, scope: Scope) => Promise<T>,
): Promise<T> {
  const db = await getDb();
  try {
    return await lookup(db, { organizationId: organization.id, livemode });
  } catch (error) {
    if (isDomainError(error, 'not_found')) notFound();
    throw error;
  }
}
