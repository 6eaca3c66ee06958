import type { Metadata } from 'next';
import { NewPaymentPage } from '@/components/shell/payment-pages';
import { PayoutForm } from './payout-form';

export const metadata: Metadata = { title: 'New payout' };

export default function NewPayoutPage() {
  return (
    <NewPaymentPage
      title="New payout"
      description="A pix transfer to a beneficiary, created through the same API your servers call."
      plural="payouts"
      listHref="/payouts"
      listLabel="payouts"
      Form={PayoutForm}
    />
  );
}
