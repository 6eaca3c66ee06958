'use client';

import { Button } from '@/components/ui/button';

export function PrintButton() {
  return (
    <Button
      variant="secondary"
      onClick={() => window.print()}
      aria-label="Print boleto"
      className="shrink-0 whitespace-nowrap print:hidden"
    >
      Print boleto
    </Button>
  );
}
