'use client';

import { useState } from 'react';
import { Input, Label } from '@/components/ui/input';
import { computeMarkup, type MarkupTerms } from '@/lib/markup/rules';
import { formatBrl, parseTypedAmount } from '@/lib/money';

/** Runs the server's own computeMarkup on the terms being edited, for an amount typed here. */
function preview(terms: Partial<MarkupTerms>, baseCents: number | null) {
  if (baseCents === null) return { error: 'Type an amount such as 150,00.' };
  if (!terms.mode || typeof terms.amount !== 'number' || Number.isNaN(terms.amount)) return { error: 'Fill in the mode and amount to see the markup.' };
  try {
    return computeMarkup(baseCents, terms as MarkupTerms);
  } catch {
    return { error: 'The values are not valid amounts yet.' };
  }
}

export function MarkupPreview({ terms }: { terms: Partial<MarkupTerms> }) {
  const [typed, setTyped] = useState('150,00');
  const baseCents = parseTypedAmount(typed);
  const result = preview(terms, baseCents);
  return (
    <div className="rounded-md border border-brand-100 bg-brand-50/50 p-4" data-testid="markup-preview">
      <Label htmlFor="preview-amount">Preview for a transaction of (R$)</Label>
      <Input id="preview-amount" inputMode="decimal" value={typed} onChange={(event) => setTyped(event.target.value)} className="max-w-48" />
      {'error' in result ? (
        <p className="mt-3 text-sm text-slate-500">{result.error}</p>
      ) : (
        <dl className="mt-3 grid grid-cols-2 gap-y-1 text-sm">
          <dt className="text-slate-500">Markup</dt>
          <dd className="font-medium" data-testid="preview-markup">{formatBrl(result.cents)}</dd>
          <dt className="text-slate-500">How</dt>
          <dd data-testid="preview-explanation">{result.explanation}</dd>
          <dt className="text-slate-500">Total</dt>
          <dd className="font-medium" data-testid="preview-total">{formatBrl(baseCents! + result.cents)}</dd>
        </dl>
      )}
    </div>
  );
}
