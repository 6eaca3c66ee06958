import type { Metadata } from 'next';
import { AdminsOnly } from '@/components/shell/admins-only';
import { PageHeader } from '@/components/ui/card';
import { roleAllows } from '@/lib/api/authenticate';
import { dashboardContext } from '@/lib/auth/dashboard';
import { AuditLog } from './audit-log';

export const metadata: Metadata = { title: 'Audit log' };

export default async function AuditLogPage() {
  const { user, organization } = await dashboardContext();
  return (
    <>
      <PageHeader
        title="Audit log"
        description={`Who did what in ${organization.name}, and when: sign-ins, keys, markup changes with before and after, cancellations, transitions, resends and team changes.`}
      />
      {roleAllows(user.role, 'admin') ? <AuditLog /> : <AdminsOnly role={user.role} what="the audit log" />}
    </>
  );
}
