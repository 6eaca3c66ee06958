'use client';

import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { MarkupBreakdown, previewMarkup } from '@/components/markup-breakdown';
import { useComputeMarkup } from '@/components/use-compute-markup';
import { apiFetch } from '@/lib/api-client';
import type { MarkupResult, MarkupTerms } from '@/lib/markup/rules';
import type { MarkupRecord } from '@/lib/markup/schemas';

export type PreviewAccount = { id: number; name: string; enableMarkup: boolean };

/** The global rule a payin or payout looks up: its product and the rule's payment method (boleto is "billet"). */
export type RuleScope = { product: 'payin' | 'payout'; paymentMethod: 'pix' | 'billet' };

/**
 * Which markup the API will apply, following its own order: inline markup first; otherwise the account's enabled
 * global rule when its `enable_markup` is on (no rule then means a 422); otherwise none.
 */
function useAppliedTerms(
  account: PreviewAccount | undefined,
  scope: RuleScope,
  inline: Partial<MarkupTerms> | null,
  noun: string,
) {
  const search = account
    ? `account_id=${account.id}&product=${scope.product}&payment_method=${scope.paymentMethod}`
    : '';
  // Same key family as the Markup page, so editing a rule there refreshes this preview.
  const rules = useQuery({
    queryKey: queryKeys.markups.list(search),
    queryFn: () => apiFetch<{ data: MarkupRecord[] }>(`/v2/account/markups?${search}`),
    enabled: !inline && !!account?.enableMarkup,
  });
  if (inline)
    return {
      kind: 'terms' as const,
      terms: inline,
      source: `Inline markup for this ${noun} (overrides the account’s rules)`,
    };
  if (!account?.enableMarkup) return { kind: 'none' as const };
  if (rules.isPending) return { kind: 'message' as const, message: 'Looking up the account’s global markup…' };
  if (rules.error)
    return { kind: 'message' as const, message: `Could not read the global markup: ${rules.error.message}` };
  const rule = rules.data.data.find((candidate) => candidate.enabled);
  if (!rule) return { kind: 'missing' as const };
  return {
    kind: 'terms' as const,
    terms: rule,
    source: `Global rule #${rule.id} of ${account.name} (${scope.product} · ${scope.paymentMethod})`,
  };
}

/** The markup a create form's amount gets, as the API will apply it; `result` once there is an amount and terms. */
export type AppliedMarkup =
  | { kind: 'message'; message: string }
  | { kind: 'missing' }
  | { kind: 'computed'; source: string | null; result: MarkupResult | { error: string } };

/**
 * The applied markup of `amountCents`, on every keystroke, computed by the server's own computeMarkup: what the preview
 * shows, and what a form checks its total with. `noun` names the thing created ("charge", "payout").
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
  noun: string;
}): AppliedMarkup {
  const applied = useAppliedTerms(account, scope, inline, noun);
  const computeMarkup = useComputeMarkup();
  if (applied.kind === 'message' || applied.kind === 'missing') return applied;
  if (applied.kind === 'terms')
    return {
      kind: 'computed',
      source: applied.source,
      result: previewMarkup(applied.terms, amountCents, computeMarkup),
    };
  return {
    kind: 'computed',
    source: null,
    result:
      amountCents === null
        ? { error: 'Type an amount such as 150,00.' }
        : { cents: 0, explanation: 'none: global markup is off for this account' },
  };
}

/** The markup in cents, once computed. */
export function appliedMarkupCents(markup: AppliedMarkup): number | null {
  return markup.kind === 'computed' && !('error' in markup.result) ? markup.result.cents : null;
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
}: {
  markup: AppliedMarkup;
  amountCents: number | null;
  account: PreviewAccount | undefined;
  scope: RuleScope;
  noun: string;
  title: string;
  totalLabel: string;
  testId: string;
  footer?: ReactNode;
}) {
  let body: ReactNode;
  if (markup.kind === 'message') {
    body = <p className="mt-3 text-sm text-slate-600">{markup.message}</p>;
  } else if (markup.kind === 'missing') {
    body = (
      <p className="mt-3 text-sm text-amber-800" role="alert" data-testid="preview-missing-rule">
        Markup is on for {account?.name}, but it has no enabled global rule for {scope.product} {scope.paymentMethod}:
        the API will refuse this {noun}. Add inline markup below, or create the rule on the{' '}
        <Link className="underline" href="/markup">
          Markup page
        </Link>
        .
      </p>
    );
  } else {
    const { result } = markup;
    body = (
      <>
        <p className="mt-1 text-xs text-slate-600">{markup.source ?? 'No markup applies.'}</p>
        {'error' in result ? (
          <p className="mt-3 text-sm text-slate-600">{result.error}</p>
        ) : (
          <MarkupBreakdown baseCents={amountCents!} result={result} showBase totalLabel={totalLabel} />
        )}
      </>
    );
  }
  return (
    <div className="rounded-md border border-brand-100 bg-brand-50/50 p-4" data-testid={testId}>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      {body}
      {footer}
    </div>
  );
}
