import type { Metadata } from 'next';
import { roleAllows } from '@/lib/api/authenticate';
import { dashboardContext } from '@/lib/auth/dashboard';
import { sandboxMode } from '@/lib/config';
import { PayinDetail } from './payin-detail';

export const metadata: Metadata = { title: 'Charge' };

export default async function PayinPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { user }] = await Promise.all([params, dashboardContext()]);
  return <PayinDetail id={id} canWrite={roleAllows(user.role, 'write')} sandbox={sandboxMode()} />;
}
