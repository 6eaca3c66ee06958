'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/**
 * A dashboard page that failed to render. The server has logged the error with its request id
 * (instrumentation.ts); the digest shown here is what Next.js logs beside it, so a report can be matched to the log.
 */
export default function DashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('shell.error');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Card className="mx-auto max-w-lg px-6 py-8 text-center" role="alert" data-testid="page-error">
      <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('body')}</p>
      {error.digest && (
        <p className="mt-3 font-mono text-xs break-all text-slate-500">{t('reference', { digest: error.digest })}</p>
      )}
      <Button className="mt-6" onClick={reset}>
        {t('retry')}
      </Button>
    </Card>
  );
}
