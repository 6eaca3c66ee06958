import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/card';
import { roleAllows } from '@/lib/api/authenticate';
import { dashboardContext } from '@/lib/auth/dashboard';
import { DeliveryLog } from './delivery-log';
import { TestEventForm } from './test-event-form';

export const metadata: Metadata = { title: 'Webhooks' };

export default async function WebhooksPage() {
  const { user } = await dashboardContext();
  const canWrite = roleAllows(user.role, 'write');
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Every callback and event Payrail sends, with each attempt and your endpoint's answer."
      />
      <p className="-mt-4 mb-6 text-sm">
        <a className="text-brand-700 underline" href="/docs/webhooks" target="_blank">
          How to verify signatures (Node and shell snippets, test vectors)
        </a>
      </p>
      {canWrite && <TestEventForm />}
      <DeliveryLog canWrite={canWrite} />
    </>
  );
}
