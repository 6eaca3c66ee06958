import type { Metadata } from 'next';
import { AreaNotReady } from '@/components/shell/area-not-ready';

export const metadata: Metadata = { title: 'Payouts' };

export default function Page() {
  return <AreaNotReady title="Payouts" purpose="PIX payouts to beneficiaries." />;
}
