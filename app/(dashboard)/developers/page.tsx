import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/card';
import { dashboardContext } from '@/lib/auth/dashboard';
import { roleAllows } from '@/lib/api/authenticate';
import { ApiKeysPanel } from './api-keys-panel';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('developers'))('metaTitle') };
}

export default async function DevelopersPage() {
  const [{ user }, t] = await Promise.all([dashboardContext(), getTranslations('developers')]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {roleAllows(user.role, 'admin') ? (
        <ApiKeysPanel />
      ) : (
        <p className="rounded-md border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">
          {t('adminsOnly')}
        </p>
      )}
    </>
  );
}
