'use client';

import { useTranslations } from 'next-intl';
import type { Control } from 'react-hook-form';
import { BrlAmountField } from '@/components/forms/brl-amount-field';
import { useFormats } from '@/components/i18n/use-formats';
import { formatReais } from '@/lib/money';
import { PAYOUT_AMOUNT_LIMITS } from '@/lib/payout/rules';
import type { CreatePayoutForm } from '@/lib/payout/schemas';

/** Reais typed as people type them (`150,00`); the form holds the decimal number the payout API takes (150). */
export function PayoutAmountInput({
  control,
  availableCents,
}: {
  control: Control<CreatePayoutForm>;
  /** The debited account's available balance; none while no account is chosen. */
  availableCents: number | undefined;
}) {
  const t = useTranslations('payouts.new');
  const format = useFormats();
  const reais = (amount: number | string) => formatReais(amount, format.locale);
  return (
    <BrlAmountField
      control={control}
      name="amount"
      id="amount"
      initialText={(amount) =>
        typeof amount === 'number' && !Number.isNaN(amount) ? reais(amount).replace(/^R\$\s/, '') : ''
      }
      fromCents={(cents) => cents / 100}
      hint={
        <>
          {t('amountHint', { min: reais(PAYOUT_AMOUNT_LIMITS.min), max: reais(PAYOUT_AMOUNT_LIMITS.max) })}
          <span className="mt-1 block font-medium text-slate-700" aria-live="polite" data-testid="available-balance">
            {availableCents !== undefined && t('availableBalance', { amount: format.money(availableCents) })}
          </span>
        </>
      }
    />
  );
}
