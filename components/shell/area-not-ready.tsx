import Link from 'next/link';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/card';

/** The navigation names every area of the product; areas not built yet say so plainly. */
export function AreaNotReady({ title, purpose }: { title: string; purpose: string }) {
  return (
    <>
      <PageHeader title={title} description={purpose} />
      <Card className="p-6 text-sm text-slate-600">
        <p className="font-medium text-slate-900">Not available yet.</p>
        <p className="mt-1">
          This part of Payrail is still being built. The routes that exist today are listed in the{' '}
          <Link className="text-brand-700 underline" href="/docs">
            API reference
          </Link>
          .
        </p>
      </Card>
    </>
  );
}
