import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { ViewTabs } from '@/components/shell/view-tabs';
import { buttonClassName } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';

/** The Onboarding area's header, with "New request" for roles that may write, over its Requests and Webhook views. */
export function OnboardingHeader({ canWrite }: { canWrite: boolean }) {
  const t = useTranslations('onboarding');
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          canWrite && (
            <Link href="/onboarding/new" className={buttonClassName()}>
              <Plus className="size-4" aria-hidden />
              {t('newRequest')}
            </Link>
          )
        }
      />
      <ViewTabs
        label={t('views')}
        tabs={[
          { href: '/onboarding', label: t('tabs.requests') },
          { href: '/onboarding/webhook', label: t('tabs.webhook') },
        ]}
      />
    </>
  );
}
