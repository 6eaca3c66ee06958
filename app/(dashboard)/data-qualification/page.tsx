import type { Metadata } from 'next';
import { AreaNotReady } from '@/components/shell/area-not-ready';

export const metadata: Metadata = { title: 'Data qualification' };

export default function Page() {
  return <AreaNotReady title="Data qualification" purpose="Batches of beneficiary bank accounts and their validation results." />;
}
