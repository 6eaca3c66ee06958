import type { Metadata } from 'next';
import { AreaNotReady } from '@/components/shell/area-not-ready';

export const metadata: Metadata = { title: 'Onboarding' };

export default function Page() {
  return <AreaNotReady title="Onboarding" purpose="Account opening requests and their review." />;
}
