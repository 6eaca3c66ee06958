import type { Metadata } from 'next';
import { AreaNotReady } from '@/components/shell/area-not-ready';

export const metadata: Metadata = { title: 'Webhooks' };

export default function Page() {
  return <AreaNotReady title="Webhooks" purpose="Delivery log of callbacks and events, with resend and test events." />;
}
