import type { Metadata } from 'next';
import { PaymentListPage } from '@/components/shell/payment-pages';
import { BatchList } from './batch-list';

export const metadata: Metadata = { title: 'Data qualification batches' };

export default function DataQualificationBatchesPage() {
  return (
    <PaymentListPage
      title="Data qualification"
      description="Beneficiary bank accounts sent in batches, and whether each one checked out before you pay it."
      newHref="/data-qualification/upload"
      newLabel="Upload batch"
      List={BatchList}
    />
  );
}
