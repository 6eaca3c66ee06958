import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminsOnly } from '@/components/shell/admins-only';
import { PageHeader } from '@/components/ui/card';
import { roleAllows } from '@/lib/api/authenticate';
import { dashboardContext } from '@/lib/auth/dashboard';
import { AuditLog } from './audit-log';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auditLog'))('metaTitle') };
}

export default async function AuditLogPage() {
  const [{ user, organization }, t] = await Promise.all([dashboardContext(), getTranslations('auditLog')]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description', { organization: organization.name })} />
      {roleAllows(user.role, 'admin') ? <AuditLog /> : <AdminsOnly role={user.role} what={t('what')} />}
    </>
  );
}
