'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormats } from '@/components/i18n/use-formats';
import { MarkupBreakdown, previewMarkup } from '@/components/markup-breakdown';
import { Input, Label } from '@/components/ui/input';
import { useComputeMarkup } from '@/components/use-compute-markup';
import type { MarkupTerms } from '@/lib/markup/rules';
import { parseTypedAmount } from '@/lib/money';

/** A transaction of R$ 150,00, the preview's first example. */
const EXAMPLE_CENTS = 15_000;

/** Runs the server's own computeMarkup on the terms being edited, for an amount typed here (in the reader's way). */
export function MarkupPreview({ terms }: { terms: Partial<MarkupTerms> }) {
  const t = useTranslations('markup');
  const format = useFormats();
  const [typed, setTyped] = useState(() => format.money(EXAMPLE_CENTS).replace(/^R\$\s/, ''));
  const baseCents = parseTypedAmount(typed, format.locale);
  const computeMarkup = useComputeMarkup();
  return (
    <div className="rounded-md border border-brand-100 bg-brand-50/50 p-4" data-testid="markup-preview">
      <Label htmlFor="preview-amount">{t('previewAmount')}</Label>
      <Input
        id="preview-amount"
        inputMode="decimal"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        className="max-w-48"
      />
      <MarkupBreakdown baseCents={baseCents} result={previewMarkup(terms, baseCents, computeMarkup)} />
    </div>
  );
}
