import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewRecordPage } from '@/components/shell/payment-pages';
import { CompanyForm } from './company-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('onboarding'))('new.metaTitle') };
}

export default async function NewOnboardingRequestPage() {
  const t = await getTranslations('onboarding.new');
  return (
    <NewRecordPage
      title={t('title')}
      description={t('description')}
      plural={t('plural')}
      listHref="/onboarding"
      listLabel={t('listLabel')}
      Form={CompanyForm}
    />
  );
}
