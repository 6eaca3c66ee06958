import type { Metadata } from 'next';
import { roleAllows } from '@/lib/api/authenticate';
import { dashboardContext } from '@/lib/auth/dashboard';
import { OnboardingHeader } from './onboarding-header';
import { RequestList } from './request-list';

export const metadata: Metadata = { title: 'Onboarding' };

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
