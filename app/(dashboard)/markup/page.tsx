import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/card';
import { roleAllows } from '@/lib/api/authenticate';
import { dashboardContext } from '@/lib/auth/dashboard';
import { MarkupManager } from './markup-manager';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('markup'))('metaTitle') };
}

export default async function MarkupPage() {
  const [{ user, accounts }, t] = await Promise.all([dashboardContext(), getTranslations('markup')]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <MarkupManager
        accounts={accounts.map(({ id, name }) => ({ id, name }))}
        canWrite={roleAllows(user.role, 'write')}
      />
    </>
  );
}
