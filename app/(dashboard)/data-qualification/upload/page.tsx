import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewRecordPage } from '@/components/shell/payment-pages';
import { UploadForm } from './upload-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('qualification'))('uploadMetaTitle') };
}

export default async function UploadBatchPage() {
  const t = await getTranslations('qualification.upload');
  return (
    <NewRecordPage
      title={t('title')}
      description={t('description')}
      plural={t('plural')}
      listHref="/data-qualification"
      listLabel={t('listLabel')}
      Form={UploadForm}
    />
  );
}
