import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { roleAllows } from '@/lib/api/authenticate';
import { dashboardContext } from '@/lib/auth/dashboard';
import { OnboardingHeader } from '../onboarding-header';
import { WebhookCard } from '../webhook-card';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('onboarding'))('webhook.metaTitle') };
}

// Its own page rather than a card under the list: the list's rows arrive after the first paint and would push it down.
export default async function OnboardingWebhookPage() {
  const { user } = await dashboardContext();
  const canWrite = roleAllows(user.role, 'write');
  return (
    <>
      <OnboardingHeader canWrite={canWrite} />
      <WebhookCard canWrite={canWrite} />
    </>
  );
}
