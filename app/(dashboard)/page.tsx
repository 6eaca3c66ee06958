import type { Metadata } from 'next';
import { dashboardContext } from '@/lib/auth/dashboard';
import { OverviewDashboard } from './_overview/overview';

export const metadata: Metadata = { title: 'Overview' };

export default async function OverviewPage() {
  const { organization, accounts, merchant, user } = await dashboardContext();
  return (
    <OverviewDashboard
      greeting={`Welcome, ${user.name.split(' ')[0]}`}
      organizationName={organization.name}
      accounts={accounts.map(({ id, name }) => ({ id, name }))}
      selectedMerchantId={merchant?.id ?? null}
    />
  );
}
