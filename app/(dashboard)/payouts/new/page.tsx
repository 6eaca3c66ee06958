import type { Metadata } from 'next';
import Link from 'next/link';
import { Card, PageHeader } from '@/components/ui/card';
import { roleAllows } from '@/lib/api/authenticate';
import { dashboardContext } from '@/lib/auth/dashboard';
import { PayoutForm } from './payout-form';

export const metadata: Metadata = { title: 'New payout' };

export default async function NewPayoutPage() {
  const { user, accounts, merchant } = await dashboardContext();
  return (
    <>
      <PageHeader title="New payout" description="A pix transfer to a beneficiary, created through the same API your servers call." />
      {roleAllows(user.role, 'write') ? (
        <PayoutForm accounts={accounts.map(({ id, name, enableMarkup }) => ({ id, name, enableMarkup }))} selectedMerchantId={merchant?.id ?? null} />
      ) : (
        <Card className="p-6 text-sm text-slate-600">
          Your role ({user.role}) can look at payouts but not create them. <Link className="text-brand-700 underline" href="/payouts">Back to payouts</Link>
        </Card>
      )}
    </>
  );
}
