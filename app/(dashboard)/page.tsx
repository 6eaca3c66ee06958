import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { dashboardContext } from '@/lib/auth/dashboard';
import { OverviewDashboard } from './_overview/overview';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('overview'))('metaTitle') };
}

export default async function OverviewPage() {
  const [{ organization, accounts, merchant, user }, t] = await Promise.all([
    dashboardContext(),
    getTranslations('overview'),
  ]);
  return (
    <OverviewDashboard
      greeting={t('greeting', { name: user.name.split(' ')[0] ?? user.name })}
      organizationName={organization.name}
      accounts={accounts.map(({ id, name }) => ({ id, name }))}
      selectedMerchantId={merchant?.id ?? null}
    />
  );
}
