import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentListPage } from '@/components/shell/payment-pages';
import { BatchList } from './batch-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('qualification'))('batchesMetaTitle') };
}

export default async function DataQualificationBatchesPage() {
  const t = await getTranslations('qualification');
  return (
    <PaymentListPage
      title={t('title')}
      description={t('description')}
      newHref="/data-qualification/upload"
      newLabel={t('uploadBatch')}
      List={BatchList}
    />
  );
}
