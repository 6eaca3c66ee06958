import type { Metadata } from 'next';
import { roleAllows } from '@/lib/api/authenticate';
import { dashboardContext } from '@/lib/auth/dashboard';
import { sandboxMode } from '@/lib/config';
import { PayoutDetail } from './payout-detail';

export const metadata: Metadata = { title: 'Payout' };

export default async function PayoutPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { user }] = await Promise.all([params, dashboardContext()]);
  return <PayoutDetail id={id} canWrite={roleAllows(user.role, 'write')} sandbox={sandboxMode()} />;
}
