import { Plus } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClassName } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { roleAllows } from '@/lib/api/authenticate';
import { dashboardContext } from '@/lib/auth/dashboard';
import { PayoutList } from './payout-list';

export const metadata: Metadata = { title: 'Payouts' };

export default async function PayoutsPage() {
  const { user, accounts, merchant } = await dashboardContext();
  return (
    <>
      <PageHeader
        title="Payouts"
        description="Pix transfers to beneficiaries: what was sent, what your account was debited, and every status change."
        actions={
          roleAllows(user.role, 'write') && (
            <Link href="/payouts/new" className={buttonClassName()}>
              <Plus className="size-4" aria-hidden />
              New payout
            </Link>
          )
        }
      />
      <PayoutList accounts={accounts.map(({ id, name }) => ({ id, name }))} selectedMerchantId={merchant?.id ?? null} />
    </>
  );
}
