import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/card';
import { roleAllows } from '@/lib/api/authenticate';
import { dashboardContext } from '@/lib/auth/dashboard';
import { MarkupManager } from './markup-manager';

export const metadata: Metadata = { title: 'Markup' };

export default async function MarkupPage() {
  const { user, accounts } = await dashboardContext();
  return (
    <>
      <PageHeader
        title="Markup"
        description="Fees added to each payin or payout: global rules per account, product and payment method. Inline markup in a request overrides them."
      />
      <MarkupManager
        accounts={accounts.map(({ id, name }) => ({ id, name }))}
        canWrite={roleAllows(user.role, 'write')}
      />
    </>
  );
}
