import { Plus } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClassName } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { roleAllows } from '@/lib/api/authenticate';
import { dashboardContext } from '@/lib/auth/dashboard';
import { PayinList } from './payin-list';

export const metadata: Metadata = { title: 'Payins' };

export default async function PayinsPage() {
  const { user, accounts, merchant } = await dashboardContext();
  return (
    <>
      <PageHeader
        title="Payins"
        description="Boleto and pix charges: what each buyer owes, what was paid, and every status change."
        actions={
          roleAllows(user.role, 'write') && (
            <Link href="/payins/new" className={buttonClassName()}>
              <Plus className="size-4" aria-hidden />
              New charge
            </Link>
          )
        }
      />
      <PayinList accounts={accounts.map(({ id, name }) => ({ id, name }))} selectedMerchantId={merchant?.id ?? null} />
    </>
  );
}
