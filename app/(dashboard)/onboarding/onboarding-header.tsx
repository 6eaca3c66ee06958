import { Plus } from 'lucide-react';
import Link from 'next/link';
import { ViewTabs } from '@/components/shell/view-tabs';
import { buttonClassName } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';

const TABS = [
  { href: '/onboarding', label: 'Requests' },
  { href: '/onboarding/webhook', label: 'Webhook' },
];

/** The Onboarding area's header, with "New request" for roles that may write, over its Requests and Webhook views. */
export function OnboardingHeader({ canWrite }: { canWrite: boolean }) {
  return (
    <>
      <PageHeader
        title="Onboarding"
        description="Account opening requests for companies, their review by Payrail, and the merchant account each approval opens."
        actions={
          canWrite && (
            <Link href="/onboarding/new" className={buttonClassName()}>
              <Plus className="size-4" aria-hidden />
              New request
            </Link>
          )
        }
      />
      <ViewTabs label="Onboarding views" tabs={TABS} />
    </>
  );
}
