'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { MarkupBreakdown, previewMarkup, type PreviewResult } from '@/components/markup-breakdown';
import { useComputeMarkup } from '@/components/use-compute-markup';
import { cn } from '@/lib/utils';
import type { MarkupTerms } from '@/lib/markup/rules';
import type { MarkupRecord } from '@/lib/markup/schemas';

/** A merchant account as a create form's preview needs it: its enabled global markup rules were read with the page. */
export type PreviewAccount = { id: number; name: string; enableMarkup: boolean; markupRules: MarkupRecord[] };

/** The global rule a payin or payout looks up: its product and the rule's payment method (boleto is "billet"). */
export type RuleScope = { product: 'payin' | 'payout'; paymentMethod: 'pix' | 'billet' };

/** What a preview names: a charge (payin) or a payout. */
export type PreviewNoun = 'charge' | 'payout';

/**
 * Which markup the API will apply, following its own order: inline markup first; otherwise the account's enabled
 * global rule when its `enable_markup` is on (no rule then means a 422); otherwise none.
 */
function useAppliedTerms(
  account: PreviewAccount | undefined,
  scope: RuleScope,
  inline: Partial<MarkupTerms> | null,
  noun: PreviewNoun,
) {
  const t = useTranslations('markup');
  if (inline) return { kind: 'terms' as const, terms: inline, source: t(`applied.inline.${noun}`) };
  if (!account?.enableMarkup) return { kind: 'none' as const };
  const rule = account.markupRules.find(
    (candidate) => candidate.product === scope.product && candidate.payment_method === scope.paymentMethod,
  );
  if (!rule) return { kind: 'missing' as const };
  return {
    kind: 'terms' as const,
    terms: rule,
    source: t('applied.global', {
      id: rule.id,
      account: account.name,
      product: t(`product.${scope.product}`),
      method: t(`method.${scope.paymentMethod}`),
    }),
  };
}

/** The markup a create form's amount gets, as the API will apply it; `result` once there is an amount and terms. */
export type AppliedMarkup = { kind: 'missing' } | { kind: 'computed'; source: string | null; result: PreviewResult };

/**
 * The applied markup of `amountCents`, on every keystroke, computed by the server's own computeMarkup: what the preview
 * shows, and what a form checks its total with. `noun` names the thing created.
 */
export function useAppliedMarkup({
  amountCents,
  account,
  scope,
  inline,
  noun,
}: {
  amountCents: number | null;
  account: PreviewAccount | undefined;
  scope: RuleScope;
  inline: Partial<MarkupTerms> | null;
  noun: PreviewNoun;
}): AppliedMarkup {
  const applied = useAppliedTerms(account, scope, inline, noun);
  const computeMarkup = useComputeMarkup();
  if (applied.kind === 'missing') return applied;
  if (applied.kind === 'terms')
    return {
      kind: 'computed',
      source: applied.source,
      result: previewMarkup(applied.terms, amountCents, computeMarkup),
    };
  return {
    kind: 'computed',
    source: null,
    result: amountCents === null ? { problem: 'noAmount' } : { cents: 0, basis: null },
  };
}

/** The markup in cents, once computed. */
export function appliedMarkupCents(markup: AppliedMarkup): number | null {
  return markup.kind === 'computed' && !('problem' in markup.result) ? markup.result.cents : null;
}

/** The live preview beside a create form: amount, markup, how it was reached and the total (useAppliedMarkup). */
export function AppliedMarkupPreview({
  markup,
  amountCents,
  account,
  scope,
  noun,
  title,
  totalLabel,
  testId,
  footer,
  docked = false,
}: {
  markup: AppliedMarkup;
  amountCents: number | null;
  account: PreviewAccount | undefined;
  scope: RuleScope;
  noun: PreviewNoun;
  title: string;
  totalLabel: string;
  testId: string;
  footer?: ReactNode;
  /**
   * Docked to the bottom of a phone's screen while the form scrolls under it (the caller's wrapper sticks): only the
   * markup and the total, on an opaque ground, so what is typed stays in view with what it costs.
   */
  docked?: boolean;
}) {
  const t = useTranslations('markup');
  const onWideScreens = docked ? 'max-lg:hidden' : undefined;
  let body: ReactNode;
  if (markup.kind === 'missing') {
    body = (
      <p className="mt-3 text-sm text-amber-800" role="alert" data-testid="preview-missing-rule">
        {t.rich(`applied.missingRule.${noun}`, {
          account: account?.name ?? '',
          product: t(`product.${scope.product}`),
          method: t(`method.${scope.paymentMethod}`),
          link: (text) => (
            <Link className="underline" href="/markup">
              {text}
            </Link>
          ),
        })}
      </p>
    );
  } else {
    body = (
      <>
        <p className={cn('mt-1 text-xs text-slate-600', onWideScreens)}>{markup.source ?? t('applied.noMarkup')}</p>
        <MarkupBreakdown
          baseCents={amountCents}
          result={markup.result}
          showBase
          totalLabel={totalLabel}
          compactOnPhones={docked}
        />
      </>
    );
  }
  return (
    <div
      className={cn(
        'rounded-md border border-brand-100 bg-brand-50/50 p-4',
        docked && 'max-lg:bg-brand-50 max-lg:py-3 max-lg:shadow-[0_-4px_12px_rgb(15_23_42/0.12)]',
      )}
      data-testid={testId}
    >
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      {body}
      <div className={onWideScreens}>{footer}</div>
    </div>
  );
}
