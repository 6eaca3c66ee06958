import type { Metadata } from 'next';
import { NewPaymentPage } from '@/components/shell/payment-pages';
import { CompanyForm } from './company-form';

export const metadata: Metadata = { title: 'New account opening request' };

export default function NewOnboardingRequestPage() {
  return (
    <NewPaymentPage
      title="New account opening request"
      description="A company to onboard: Payrail reviews it and, once approved, opens its merchant account."
      plural="account opening requests"
      listHref="/onboarding"
      listLabel="onboarding"
      Form={CompanyForm}
    />
  );
}
