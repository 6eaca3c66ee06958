import type { Metadata } from 'next';
import Link from 'next/link';
import { Card, PageHeader } from '@/components/ui/card';
import { roleAllows } from '@/lib/api/authenticate';
import { dashboardContext } from '@/lib/auth/dashboard';
import { PayinForm } from './payin-form';

export const metadata: Metadata = { title: 'New charge' };

export default async function NewPayinPage() {
  const { user, accounts, merchant } = await dashboardContext();
  return (
    <>
      <PageHeader title="New charge" description="A boleto or pix charge, created through the same API your servers call." />
      {roleAllows(user.role, 'write') ? (
        <PayinForm accounts={accounts.map(({ id, name, enableMarkup }) => ({ id, name, enableMarkup }))} selectedMerchantId={merchant?.id ?? null} />
      ) : (
        <Card className="p-6 text-sm text-slate-600">
          Your role ({user.role}) can look at charges but not create them. <Link className="text-brand-700 underline" href="/payins">Back to payins</Link>
        </Card>
      )}
    </>
  );
}
