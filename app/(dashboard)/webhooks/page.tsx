import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/card';
import { roleAllows } from '@/lib/api/authenticate';
import { dashboardContext } from '@/lib/auth/dashboard';
import { DeliveryLog } from './delivery-log';
import { TestEvent } from './test-event';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('webhooks'))('metaTitle') };
}

export default async function WebhooksPage() {
  const [{ user }, t] = await Promise.all([dashboardContext(), getTranslations('webhooks')]);
  const canWrite = roleAllows(user.role, 'write');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <p className="-mt-4 mb-6 text-sm">
        <a className="text-brand-700 underline" href="/docs/webhooks" target="_blank">
          {t('docsLink')}
        </a>
      </p>
      {canWrite && <TestEvent />}
      <DeliveryLog canWrite={canWrite} />
    </>
  );
}
