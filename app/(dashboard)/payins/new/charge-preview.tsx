'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { MarkupBreakdown, previewMarkup } from '@/components/markup-breakdown';
import { apiFetch } from '@/lib/api-client';
import type { MarkupResult, MarkupTerms } from '@/lib/markup/rules';
import type { MarkupRecord } from '@/lib/markup/schemas';
import type { PayinMethod } from '@/lib/payin/rules';

export type PreviewAccount = { id: number; name: string; enableMarkup: boolean };

/** Markup rules name boleto "billet" (design.md). */
const RULE_METHOD: Record<PayinMethod, 'billet' | 'pix'> = { boleto: 'billet', pix: 'pix' };

/**
 * Which markup the API will apply, following its own order: inline markup first; otherwise the account's enabled
 * global rule when its `enable_markup` is on (no rule then means a 422); otherwise none.
 */
function useAppliedTerms(account: PreviewAccount | undefined, method: PayinMethod, inline: Partial<MarkupTerms> | null) {
  const search = account ? `account_id=${account.id}&product=payin&payment_method=${RULE_METHOD[method]}` : '';
  // Same key family as the Markup page, so editing a rule there refreshes this preview.
  const rules = useQuery({
    queryKey: ['markups', search],
    queryFn: () => apiFetch<{ data: MarkupRecord[] }>(`/v2/account/markups?${search}`),
    enabled: !inline && !!account?.enableMarkup,
  });
  if (inline) return { kind: 'terms' as const, terms: inline, source: 'Inline markup for this charge (overrides the account’s rules)' };
  if (!account?.enableMarkup) return { kind: 'none' as const };
  if (rules.isPending) return { kind: 'message' as const, message: 'Looking up the account’s global markup…' };
  if (rules.error) return { kind: 'message' as const, message: `Could not read the global markup: ${rules.error.message}` };
  const rule = rules.data.data.find((candidate) => candidate.enabled);
  if (!rule) return { kind: 'missing' as const };
  return { kind: 'terms' as const, terms: rule, source: `Global rule #${rule.id} of ${account.name} (payin · ${RULE_METHOD[method]})` };
}

/** The live preview beside the form: amount, markup, how it was reached and what the buyer pays, on every keystroke. */
export function ChargePreview({ amountCents, method, account, inline }: { amountCents: number | null; method: PayinMethod; account: PreviewAccount | undefined; inline: Partial<MarkupTerms> | null }) {
  const applied = useAppliedTerms(account, method, inline);
  let body: React.ReactNode;
  if (applied.kind === 'message') {
    body = <p className="mt-3 text-sm text-slate-500">{applied.message}</p>;
  } else if (applied.kind === 'missing') {
    body = (
      <p className="mt-3 text-sm text-amber-800" role="alert" data-testid="preview-missing-rule">
        Markup is on for {account?.name}, but it has no enabled global rule for payin {RULE_METHOD[method]}: the API will refuse this charge.
        Add inline markup below, or create the rule on the <Link className="underline" href="/markup">Markup page</Link>.
      </p>
    );
  } else {
    const result: MarkupResult | { error: string } =
      applied.kind === 'none'
        ? amountCents === null
          ? { error: 'Type an amount such as 150,00.' }
          : { cents: 0, explanation: 'none: global markup is off for this account' }
        : previewMarkup(applied.terms, amountCents);
    body = (
      <>
        <p className="mt-1 text-xs text-slate-500">{applied.kind === 'none' ? 'No markup applies.' : applied.source}</p>
        {'error' in result ? (
          <p className="mt-3 text-sm text-slate-500">{result.error}</p>
        ) : (
          <MarkupBreakdown baseCents={amountCents!} result={result} showBase totalLabel="Buyer pays" />
        )}
      </>
    );
  }
  return (
    <div className="rounded-md border border-brand-100 bg-brand-50/50 p-4" data-testid="charge-preview">
      <h2 className="text-sm font-semibold text-slate-900">What the buyer pays</h2>
      {body}
    </div>
  );
}
