'use client';

import { useTranslations } from 'next-intl';
import { AppliedMarkupPreview, useAppliedMarkup, type PreviewAccount } from '@/components/applied-markup-preview';
import type { MarkupTerms } from '@/lib/markup/rules';
import type { PayinMethod } from '@/lib/payin/rules';

export type { PreviewAccount };

/** Markup rules name boleto "billet", as the provider's markup API does; charges say "boleto". */
const RULE_METHOD: Record<PayinMethod, 'billet' | 'pix'> = { boleto: 'billet', pix: 'pix' };

/** The live preview beside the form: amount, markup, how it was reached and what the buyer pays, on every keystroke. */
export function ChargePreview({
  amountCents,
  method,
  account,
  inline,
}: {
  amountCents: number | null;
  method: PayinMethod;
  account: PreviewAccount | undefined;
  inline: Partial<MarkupTerms> | null;
}) {
  const t = useTranslations('payins.form');
  const scope = { product: 'payin', paymentMethod: RULE_METHOD[method] } as const;
  const markup = useAppliedMarkup({ amountCents, account, scope, inline, noun: 'charge' });
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
