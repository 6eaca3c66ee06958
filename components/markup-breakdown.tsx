import { useTranslations } from 'next-intl';
import { useFormats } from '@/components/i18n/use-formats';
import type { computeMarkup, MarkupBasis, MarkupTerms } from '@/lib/markup/rules';
import { cn } from '@/lib/utils';

/** Why a preview has no markup to show yet (messages/<locale>/markup.json, `problem`). */
export type PreviewProblem = 'noAmount' | 'noTerms' | 'loading' | 'invalid';

/** A markup to show: its cents and how they were reached (null when no markup applies), or why there is none yet. */
export type PreviewResult = { cents: number; basis: MarkupBasis | null } | { problem: PreviewProblem };

/**
 * The server's own computeMarkup (`compute`, null while it is still loading: see useComputeMarkup) on terms still
 * being typed: the result, or what is missing for one.
 */
export function previewMarkup(
  terms: Partial<MarkupTerms>,
  baseCents: number | null,
  compute: typeof computeMarkup | null,
): PreviewResult {
  if (baseCents === null) return { problem: 'noAmount' };
  if (!terms.mode || typeof terms.amount !== 'number' || Number.isNaN(terms.amount)) return { problem: 'noTerms' };
  if (!compute) return { problem: 'loading' };
  try {
    return compute(baseCents, terms as MarkupTerms);
  } catch {
    return { problem: 'invalid' };
  }
}

/**
 * How a markup was reached, in the reader's words and formats: "1,5% de R$ 10,00 = R$ 0,15 → elevada ao mínimo de
 * R$ 0,50". `basis` null: no markup applies (the account's global markup is off).
 */
export function MarkupExplanation({
  baseCents,
  cents,
  basis,
}: {
  baseCents: number;
  cents: number;
  basis: MarkupBasis | null;
}) {
  const t = useTranslations('markup.explanation');
  const format = useFormats();
  if (basis === null) return t('none');
  if (basis.mode === 'fixed') return t('fixed', { amount: format.money(cents) });
  const computed = {
    // Up to four decimals, so a percentage still being typed (0,125) is told as the preview computed it.
    percent: format.percent(basis.percent, 4),
    base: format.money(baseCents),
    computed: format.money(basis.computedCents),
  };
  return basis.limit === null ? t('percent', computed) : t(basis.limit, { ...computed, limit: format.money(cents) });
}

/** Markup, how it was reached and the total, for the markup rule form and the new-payment forms alike. */
export function MarkupBreakdown({
  baseCents,
  result,
  showBase = false,
  totalLabel,
  compactOnPhones = false,
}: {
  /** Null when no amount is typed (the result then says so). */
  baseCents: number | null;
  result: PreviewResult;
  showBase?: boolean;
  /** "Total" unless told. */
  totalLabel?: string;
  /** Below the lg breakpoint, the markup and the total only (AppliedMarkupPreview's `docked`). */
  compactOnPhones?: boolean;
}) {
  const t = useTranslations('markup');
  const format = useFormats();
  const secondary = compactOnPhones ? 'max-lg:hidden' : undefined;
  if ('problem' in result || baseCents === null)
    return (
      <p className="mt-3 text-sm text-slate-600">{t(`problem.${'problem' in result ? result.problem : 'noAmount'}`)}</p>
    );
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {showBase && (
        <>
          <dt className={cn('text-slate-600', secondary)}>{t('breakdown.amount')}</dt>
          <dd className={secondary} data-testid="preview-amount">
            {format.money(baseCents)}
          </dd>
        </>
      )}
      <dt className="text-slate-600">{t('breakdown.markup')}</dt>
      <dd className="font-medium" data-testid="preview-markup">
        {format.money(result.cents)}
      </dd>
      <dt className={cn('text-slate-600', secondary)}>{t('breakdown.how')}</dt>
      <dd className={secondary} data-testid="preview-explanation">
        <MarkupExplanation baseCents={baseCents} cents={result.cents} basis={result.basis} />
      </dd>
      <dt className="text-slate-600">{totalLabel ?? t('breakdown.total')}</dt>
      <dd className="font-medium" data-testid="preview-total">
        {format.money(baseCents + result.cents)}
      </dd>
    </dl>
  );
}
