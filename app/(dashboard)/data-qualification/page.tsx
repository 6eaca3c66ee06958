import type { Metadata } from 'next';
import { PaymentListPage } from '@/components/shell/payment-pages';
import { QualificationList } from './qualification-list';

export const metadata: Metadata = { title: 'Data qualification' };

export default function DataQualificationPage() {
  return (
    <PaymentListPage
      title="Data qualification"
      description="Beneficiary bank accounts sent in batches, and whether each one checked out before you pay it."
      newHref="/data-qualification/upload"
      newLabel="Upload batch"
      List={QualificationList}
    />
  );
}
