import type { Metadata } from 'next';
import { AreaNotReady } from '@/components/shell/area-not-ready';

export const metadata: Metadata = { title: 'Markup' };

export default function Page() {
  return <AreaNotReady title="Markup" purpose="Global markup rules per account, product and payment method." />;
}
