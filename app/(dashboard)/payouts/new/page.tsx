import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewPaymentPage } from '@/components/shell/payment-pages';
import { PayoutForm } from './payout-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payouts.new'))('metaTitle') };
}

export default async function NewPayoutPage() {
  const t = await getTranslations('payouts');
  return (
    <NewPaymentPage
      title={t('new.title')}
      description={t('new.description')}
      plural={t('plural')}
      listHref="/payouts"
      listLabel={t('plural')}
      Form={PayoutForm}
    />
  );
}
