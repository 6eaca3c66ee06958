import type { computeMarkup, MarkupResult, MarkupTerms } from '@/lib/markup/rules';
import { formatBrl } from '@/lib/money';

/**
 * The server's own computeMarkup (`compute`, null while it is still loading: see useComputeMarkup) on terms still
 * being typed: the result, or what is missing for one.
 */
export function previewMarkup(
  terms: Partial<MarkupTerms>,
  baseCents: number | null,
  compute: typeof computeMarkup | null,
): MarkupResult | { error: string } {
  if (baseCents === null) return { error: 'Type an amount such as 150,00.' };
  if (!terms.mode || typeof terms.amount !== 'number' || Number.isNaN(terms.amount))
    return { error: 'Fill in the mode and amount to see the markup.' };
  if (!compute) return { error: 'Calculating the markup…' };
  try {
    return compute(baseCents, terms as MarkupTerms);
  } catch {
    return { error: 'The values are not valid amounts yet.' };
  }
}

/** Markup, how it was reached and the total, for the markup rule form and the new-charge form alike. */
export function MarkupBreakdown({
  baseCents,
  result,
  showBase = false,
  totalLabel = 'Total',
}: {
  baseCents: number;
  result: MarkupResult;
  showBase?: boolean;
  totalLabel?: string;
}) {
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {showBase && (
        <>
          <dt className="text-slate-600">Amount</dt>
          <dd data-testid="preview-amount">{formatBrl(baseCents)}</dd>
        </>
      )}
      <dt className="text-slate-600">Markup</dt>
      <dd className="font-medium" data-testid="preview-markup">
        {formatBrl(result.cents)}
      </dd>
      <dt className="text-slate-600">How</dt>
      <dd data-testid="preview-explanation">{result.explanation}</dd>
      <dt className="text-slate-600">{totalLabel}</dt>
      <dd className="font-medium" data-testid="preview-total">
        {formatBrl(baseCents + result.cents)}
      </dd>
    </dl>
  );
}
