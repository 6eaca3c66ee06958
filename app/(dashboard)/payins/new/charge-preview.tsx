'use client';

import { useTranslations } from 'next-intl';
import {
  AppliedMarkupPreview,
  appliedMarkupCents,
  useAppliedMarkup,
  type AppliedMarkup,
  type PreviewAccount,
  type RuleScope,
} from '@/components/applied-markup-preview';
import { useFormats } from '@/components/i18n/use-formats';
import type { MarkupTerms } from '@/lib/markup/rules';
import type { PayinMethod } from '@/lib/payin/rules';

export type { PreviewAccount };

/** Markup rules name boleto "billet", as the provider's markup API does; charges say "boleto". */
const RULE_METHOD: Record<PayinMethod, 'billet' | 'pix'> = { boleto: 'billet', pix: 'pix' };

/** The markup the charge being typed gets, as the API will apply it, for the preview and the line under the amount. */
export function useChargeMarkup({
  amountCents,
  method,
  account,
  inline,
}: {
  amountCents: number | null;
  method: PayinMethod;
  account: PreviewAccount | undefined;
  inline: Partial<MarkupTerms> | null;
}): { scope: RuleScope; markup: AppliedMarkup } {
  const scope = { product: 'payin', paymentMethod: RULE_METHOD[method] } as const;
  return { scope, markup: useAppliedMarkup({ amountCents, account, scope, inline, noun: 'charge' }) };
}

/** The live preview beside the form: amount, markup, how it was reached and what the buyer pays, on every keystroke. */
export function ChargePreview({
  amountCents,
  account,
  scope,
  markup,
}: {
  amountCents: number | null;
  account: PreviewAccount | undefined;
  scope: RuleScope;
  markup: AppliedMarkup;
}) {
  const t = useTranslations('payins.form');
  return (
    <AppliedMarkupPreview
      markup={markup}
      amountCents={amountCents}
      account={account}
      scope={scope}
      noun="charge"
      title={t('previewTitle')}
      totalLabel={t('previewTotal')}
      testId="charge-preview"
    />
  );
}

/**
 * What the buyer pays, in one line under the amount on screens too narrow for the preview beside the form (it is
 * below it there), so the markup stays in sight while the amount is typed.
 */
export function BuyerPaysLine({ amountCents, markup }: { amountCents: number | null; markup: AppliedMarkup }) {
  const t = useTranslations('payins.form');
  const format = useFormats();
  const markupCents = appliedMarkupCents(markup);
  if (amountCents === null || markupCents === null) return null;
  return (
    <span className="mt-1 block font-medium text-slate-700 lg:hidden" data-testid="buyer-pays-line">
      {t('buyerPaysLine', { total: format.money(amountCents + markupCents), markup: format.money(markupCents) })}
    </span>
  );
}
