import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentListPage } from '@/components/shell/payment-pages';
import { PayinList } from './payin-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payins'))('metaTitle') };
}

export default async function PayinsPage() {
  const t = await getTranslations('payins');
  return (
    <PaymentListPage
      title={t('title')}
      description={t('description')}
      newHref="/payins/new"
      newLabel={t('newCharge')}
      List={PayinList}
    />
  );
}
