import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminsOnly } from '@/components/shell/admins-only';
import { PageHeader } from '@/components/ui/card';
import { ONE_TIME_PASSWORD_TTL_MS } from '@/lib/accounts/passwords';
import { roleAllows } from '@/lib/api/authenticate';
import { dashboardContext } from '@/lib/auth/dashboard';
import { TeamManager } from './team-manager';

const HOUR_MS = 60 * 60 * 1000;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('team'))('metaTitle') };
}

export default async function TeamPage() {
  const [{ user, organization }, t] = await Promise.all([dashboardContext(), getTranslations('team')]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description', { organization: organization.name })} />
      {roleAllows(user.role, 'admin') ? (
        <TeamManager currentUserId={user.id} oneTimePasswordHours={ONE_TIME_PASSWORD_TTL_MS / HOUR_MS} />
      ) : (
        <AdminsOnly role={user.role} what={t('adminsOnlyWhat')} />
      )}
    </>
  );
}
