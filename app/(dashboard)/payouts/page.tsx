import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentListPage } from '@/components/shell/payment-pages';
import { PayoutList } from './payout-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payouts'))('metaTitle') };
}

export default async function PayoutsPage() {
  const t = await getTranslations('payouts');
  return (
    <PaymentListPage
      title={t('title')}
      description={t('description')}
      newHref="/payouts/new"
      newLabel={t('newPayout')}
      List={PayoutList}
    />
  );
}
