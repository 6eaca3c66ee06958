import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { dashboardContext, foundOrNotFound } from '@/lib/auth/dashboard';
import { getAccountOpeningRequest, parseRequestId } from '@/lib/onboarding/service';
import { RequestDetail } from './request-detail';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('onboarding'))('detail.metaTitle') };
}

export default async function OnboardingRequestPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, context] = await Promise.all([params, dashboardContext()]);
  const { user, accounts } = context;
  await foundOrNotFound(context, (db, { organizationId }) =>
    getAccountOpeningRequest(db, organizationId, parseRequestId(id)),
  );
  // The accounts name the request's merchant account; an approval refreshes this page, so a new one is listed.
  return (
    <RequestDetail
      id={id}
      isOperator={user.role === 'operator'}
      accounts={accounts.map(({ id, name }) => ({ id, name }))}
    />
  );
}
