'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useFormats } from '@/components/i18n/use-formats';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { CreatePayoutInput } from '@/lib/payout/schemas';

/** What a reviewed payout will do, with the markup the preview computed (null when it could not). */
export type ReviewedPayout = { values: CreatePayoutInput; amountCents: number; markupCents: number | null };

/**
 * The step between the form and the request: amount, markup, total and the beneficiary, as they will be sent. Focus
 * moves to its heading, so a screen reader announces it; only "Confirm payout" sends.
 */
export function PayoutConfirmation({
  payout: { values, amountCents, markupCents },
  accountName,
  pending,
  onBack,
  onConfirm,
}: {
  payout: ReviewedPayout;
  accountName: string;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations('payouts');
  const { money } = useFormats();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { name, document, pix } = values.beneficiary;
  const rows: [label: string, value: string, testId: string][] = [
    [t('confirm.amount'), money(amountCents), 'confirm-amount'],
    [t('confirm.markup'), markupCents === null ? t('confirm.markupByApi') : money(markupCents), 'confirm-markup'],
    [
      t('confirm.total', { account: accountName }),
      markupCents === null
        ? t('confirm.totalPlusMarkup', { amount: money(amountCents) })
        : money(amountCents + markupCents),
      'confirm-total',
    ],
    [t('confirm.beneficiary'), name, 'confirm-name'],
    [t('confirm.document', { type: document.type }), document.number, 'confirm-document'],
    [t('confirm.pixKey', { type: t(`pixKeyType.${pix.key_type}`) }), pix.key, 'confirm-pix-key'],
  ];
  return (
    <Card aria-labelledby="payout-confirmation-heading" role="region" data-testid="payout-confirmation">
      <div className="border-b border-slate-200 px-5 py-4">
        <h2
          id="payout-confirmation-heading"
          ref={heading}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 focus:outline-none"
        >
          {t('confirm.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-500">{t('confirm.intro')}</p>
      </div>
      <dl className="divide-y divide-slate-100 px-5 py-2 text-sm">
        {rows.map(([label, value, testId]) => (
          <div key={testId} className="grid gap-1 py-2 sm:grid-cols-[14rem_1fr]">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-all font-medium tabular-nums text-slate-900" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 px-5 py-4">
        <Button onClick={onConfirm} disabled={pending}>
          {pending ? t('confirm.sending') : t('confirm.confirm')}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          {t('confirm.back')}
        </Button>
      </div>
    </Card>
  );
}
