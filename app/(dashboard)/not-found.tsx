import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export const metadata: Metadata = { title: 'Page not found' };

/**
 * An unknown dashboard address, or a detail page whose record the session cannot see (lib/auth/dashboard.ts,
 * foundOrNotFound): inside the dashboard's layout, answered with HTTP 404.
 */
export default function DashboardNotFound() {
  return (
    <Card className="mx-auto max-w-lg px-6 py-8 text-center" data-testid="not-found">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-1 text-xl font-semibold text-slate-900">Page not found</h1>
      <p className="mt-2 text-sm text-slate-600">
        This page does not exist, or what it shows is not in the account and mode you are viewing. Check the address, or
        switch account or mode.
      </p>
      <Link href="/" className={buttonClassName('primary', 'mt-6')}>
        Back to the overview
      </Link>
    </Card>
  );
}
