import type { Metadata } from 'next';
import { roleAllows } from '@/lib/api/authenticate';
import { dashboardContext } from '@/lib/auth/dashboard';
import { RecordDetail } from './record-detail';

export const metadata: Metadata = { title: 'Data qualification record' };

export default async function QualificationRecordPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { user }] = await Promise.all([params, dashboardContext()]);
  return <RecordDetail id={id} canWrite={roleAllows(user.role, 'write')} isOperator={user.role === 'operator'} />;
}
