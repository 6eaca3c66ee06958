'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

export function PrintButton() {
  const t = useTranslations('pay.boleto');
  return (
    <Button variant="secondary" onClick={() => window.print()} className="shrink-0 whitespace-nowrap print:hidden">
      {t('print')}
    </Button>
  );
}
