import 'server-only';
import { getServerSession } from 'next-auth';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { dashboardModeOf, findOrganization, findUser, listMerchantAccounts, listOrganizations } from '@/lib/accounts/service';
import { MODE_COOKIE, SELECTED_MERCHANT_COOKIE, SELECTED_ORGANIZATION_COOKIE } from '@/lib/selection-cookies';
import { authOptions } from './options';

/** The signed-in user, the organization they act for, its accounts and the mode; redirects to sign-in otherwise. */
export async function dashboardContext() {
  const session = await getServerSession(authOptions);
  const db = await getDb();
  const userId = Number((session?.user as { id?: string } | undefined)?.id);
  const user = Number.isSafeInteger(userId) ? await findUser(db, userId) : null;
  // proxy.ts already sent visitors without a session to sign-in; this catches a deleted user's session.
  if (!user) redirect('/sign-in');

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
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
    organization: { id: organization.id, name: organization.name },
    organizations: isOperator ? await listOrganizations(db) : [organization],
    accounts,
    merchant,
    /** The same mode the API scopes this session's requests by (lib/api/authenticate.ts). */
    livemode: await dashboardModeOf(db, organization.id, jar.get(MODE_COOKIE)?.value),
  };
}
