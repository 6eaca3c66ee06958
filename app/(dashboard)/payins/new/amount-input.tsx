'use client';

import type { Control } from 'react-hook-form';
import { BrlAmountField } from '@/components/forms/brl-amount-field';
import { formatBrl } from '@/lib/money';
import { AMOUNT_LIMITS, type PayinMethod } from '@/lib/payin/rules';
import type { CreatePayinForm } from '@/lib/payin/schemas';

/** The schema's limits speak in cents, as the API does; a person typing reais reads them in reais. */
const IN_REAIS: Record<string, (method: PayinMethod) => string> = {
  too_small: (method) => `The amount must be at least ${formatBrl(AMOUNT_LIMITS[method].min)} for ${method}.`,
  too_big: (method) => `The amount may not be greater than ${formatBrl(AMOUNT_LIMITS[method].max)}.`,
};

/** Cents typed as reais (`150,00`): the form holds integer cents, as the API takes them. */
export function AmountInput({ control, method }: { control: Control<CreatePayinForm>; method: PayinMethod }) {
  const limits = AMOUNT_LIMITS[method];
  return (
    <BrlAmountField
      control={control}
      name="amount"
      id="charge-amount"
      initialText={(cents) =>
        cents === undefined
          ? ''
          : `${Math.floor((cents as number) / 100)},${String((cents as number) % 100).padStart(2, '0')}`
      }
      fromCents={(cents) => cents}
      errorMessage={(error) => IN_REAIS[error.type]?.(method) ?? error.message}
      hint={
        <>
          {formatBrl(limits.min)} to {formatBrl(limits.max)} for {method}. Markup, if any, is added on top.
        </>
      }
    />
  );
}
