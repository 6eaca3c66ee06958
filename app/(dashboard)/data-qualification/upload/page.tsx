import type { Metadata } from 'next';
import { NewPaymentPage } from '@/components/shell/payment-pages';
import { UploadForm } from './upload-form';

export const metadata: Metadata = { title: 'Upload data qualification batch' };

export default function UploadBatchPage() {
  return (
    <NewPaymentPage
      title="Upload batch"
      description="Beneficiary bank accounts to check before paying them, from a CSV file or JSON, through the same API your servers call."
      plural="data qualification records"
      listHref="/data-qualification"
      listLabel="data qualification"
      Form={UploadForm}
    />
  );
}
