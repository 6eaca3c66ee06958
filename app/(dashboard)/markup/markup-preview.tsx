'use client';

import { useState } from 'react';
import { MarkupBreakdown, previewMarkup } from '@/components/markup-breakdown';
import { Input, Label } from '@/components/ui/input';
import { useComputeMarkup } from '@/components/use-compute-markup';
import type { MarkupTerms } from '@/lib/markup/rules';
import { parseTypedAmount } from '@/lib/money';

/** Runs the server's own computeMarkup on the terms being edited, for an amount typed here. */
export function MarkupPreview({ terms }: { terms: Partial<MarkupTerms> }) {
  const [typed, setTyped] = useState('150,00');
  const baseCents = parseTypedAmount(typed);
  const computeMarkup = useComputeMarkup();
  const result = previewMarkup(terms, baseCents, computeMarkup);
  return (
    <div className="rounded-md border border-brand-100 bg-brand-50/50 p-4" data-testid="markup-preview">
      <Label htmlFor="preview-amount">Preview for a transaction of (R$)</Label>
      <Input
        id="preview-amount"
        inputMode="decimal"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        className="max-w-48"
      />
      {'error' in result ? (
        <p className="mt-3 text-sm text-slate-600">{result.error}</p>
      ) : (
        <MarkupBreakdown baseCents={baseCents!} result={result} />
      )}
    </div>
  );
}
