import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentListPage } from '@/components/shell/payment-pages';
import { QualificationList } from './qualification-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('qualification'))('metaTitle') };
}

export default async function DataQualificationPage() {
  const t = await getTranslations('qualification');
  return (
    <PaymentListPage
      title={t('title')}
      description={t('description')}
      newHref="/data-qualification/upload"
      newLabel={t('uploadBatch')}
      List={QualificationList}
    />
  );
}
