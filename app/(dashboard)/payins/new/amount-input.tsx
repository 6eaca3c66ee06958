'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { BrlAmountField } from '@/components/forms/brl-amount-field';
import { useFormats } from '@/components/i18n/use-formats';
import { formatTypedAmount } from '@/lib/money';
import { AMOUNT_LIMITS, type PayinMethod } from '@/lib/payin/rules';
import type { CreatePayinForm } from '@/lib/payin/schemas';

/**
 * Cents typed as reais (`150,00`): the form holds integer cents, as the API takes them. `buyerPays` is shown under the
 * limits.
 */
export function AmountInput({
  control,
  method,
  buyerPays,
}: {
  control: Control<CreatePayinForm>;
  method: PayinMethod;
  buyerPays: ReactNode;
}) {
  const t = useTranslations('payins.form');
  const methodName = useTranslations('payins.method')(method);
  const format = useFormats();
  const limits = { min: format.money(AMOUNT_LIMITS[method].min), max: format.money(AMOUNT_LIMITS[method].max) };
  return (
    <BrlAmountField
      control={control}
      name="amount"
      id="charge-amount"
      initialText={(cents) => formatTypedAmount(cents as number | undefined, format.locale)}
      fromCents={(cents) => cents}
      // The schema's limits speak in cents, as the API does; a person typing reais reads them in reais.
      errorMessage={(error) =>
        error.type === 'too_small'
          ? t('amountTooSmall', { min: limits.min, method: methodName })
          : error.type === 'too_big'
            ? t('amountTooBig', { max: limits.max })
            : error.message
      }
      hint={
        <>
          {t('amountHint', { ...limits, method: methodName })}
          {buyerPays}
        </>
      }
    />
  );
}
