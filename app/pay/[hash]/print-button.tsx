'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** Prints the page: the boleto while it is open, the receipt once paid. */
export function PrintButton({ what }: { what: 'boleto' | 'receipt' }) {
  const t = useTranslations('pay.print');
  return (
    <Button variant="secondary" onClick={() => window.print()} className="shrink-0 whitespace-nowrap print:hidden">
      {t(what)}
    </Button>
  );
}
