import type { Metadata } from 'next';
import { NewPaymentPage } from '@/components/shell/payment-pages';
import { PayinForm } from './payin-form';

export const metadata: Metadata = { title: 'New charge' };

export default function NewPayinPage() {
  return (
    <NewPaymentPage
      title="New charge"
      description="A boleto or pix charge, created through the same API your servers call."
      plural="charges"
      listHref="/payins"
      listLabel="payins"
      Form={PayinForm}
    />
  );
}
