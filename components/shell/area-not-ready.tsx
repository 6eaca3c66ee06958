import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/card';

/** The navigation names every area of the product; areas not built yet say so plainly. */
export function AreaNotReady({ title, purpose }: { title: string; purpose: string }) {
  const t = useTranslations('shell.notReady');
  return (
    <>
      <PageHeader title={title} description={purpose} />
      <Card className="p-6 text-sm text-slate-600">
        <p className="font-medium text-slate-900">{t('title')}</p>
        <p className="mt-1">
          {t.rich('body', {
            link: (chunks) => (
              <Link className="text-brand-700 underline" href="/docs">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </Card>
    </>
  );
}
