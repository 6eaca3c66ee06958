import type { Metadata } from 'next';
import { PaymentListPage } from '@/components/shell/payment-pages';
import { PayinList } from './payin-list';

export const metadata: Metadata = { title: 'Payins' };

export default function PayinsPage() {
  return (
    <PaymentListPage
      title="Payins"
      description="Boleto and pix charges: what each buyer owes, what was paid, and every status change."
      newHref="/payins/new"
      newLabel="New charge"
      List={PayinList}
    />
  );
}
