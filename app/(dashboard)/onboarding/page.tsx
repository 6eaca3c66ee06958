import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { roleAllows } from '@/lib/api/authenticate';
import { dashboardContext } from '@/lib/auth/dashboard';
import { OnboardingHeader } from './onboarding-header';
import { RequestList } from './request-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('onboarding'))('metaTitle') };
}

export default async function OnboardingPage() {
  const { user, accounts } = await dashboardContext();
  const canWrite = roleAllows(user.role, 'write');
  return (
    <>
      <OnboardingHeader canWrite={canWrite} />
      <RequestList canWrite={canWrite} accounts={accounts.map(({ id, name }) => ({ id, name }))} />
    </>
  );
}
