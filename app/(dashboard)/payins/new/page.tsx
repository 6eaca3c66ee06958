import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewPaymentPage } from '@/components/shell/payment-pages';
import { PayinForm } from './payin-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payins.new'))('metaTitle') };
}

export default async function NewPayinPage() {
  const t = await getTranslations('payins.new');
  return (
    <NewPaymentPage
      title={t('title')}
      description={t('description')}
      plural={t('plural')}
      listHref="/payins"
      listLabel={t('listLabel')}
      Form={PayinForm}
    />
  );
}
