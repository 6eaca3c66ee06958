import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('shell.notFound'))('metaTitle') };
}

/**
 * An unknown dashboard address, or a detail page whose record the session cannot see (lib/auth/dashboard.ts,
 * foundOrNotFound): inside the dashboard's layout, answered with HTTP 404.
 */
export default function DashboardNotFound() {
  const t = useTranslations('shell.notFound');
  return (
    <Card className="mx-auto max-w-lg px-6 py-8 text-center" data-testid="not-found">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-1 text-xl font-semibold text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('body')}</p>
      <Link href="/" className={buttonClassName('primary', 'mt-6')}>
        {t('back')}
      </Link>
    </Card>
  );
}
