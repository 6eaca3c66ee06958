import type { Metadata } from 'next';
import { AreaNotReady } from '@/components/shell/area-not-ready';

export const metadata: Metadata = { title: 'Payins' };

export default function Page() {
  return <AreaNotReady title="Payins" purpose="Boleto and pix charges, the payment page and cancellations." />;
}
