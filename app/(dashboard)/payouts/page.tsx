import type { Metadata } from 'next';
import { PaymentListPage } from '@/components/shell/payment-pages';
import { PayoutList } from './payout-list';

export const metadata: Metadata = { title: 'Payouts' };

export default function PayoutsPage() {
  return (
    <PaymentListPage
      title="Payouts"
      description="Pix transfers to beneficiaries: what was sent, what your account was debited, and every status change."
      newHref="/payouts/new"
      newLabel="New payout"
      List={PayoutList}
    />
  );
}
