import type { Metadata } from 'next';
import { dashboardContext } from '@/lib/auth/dashboard';
import { BalancePage } from './balance-page';

export const metadata: Metadata = { title: 'Balance' };

export default async function Balance() {
  const { accounts, merchant } = await dashboardContext();
  return (
    <BalancePage accounts={accounts.map(({ id, name }) => ({ id, name }))} selectedMerchantId={merchant?.id ?? null} />
  );
}
