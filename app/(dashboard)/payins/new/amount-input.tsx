'use client';

import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { FieldError, Input, Label } from '@/components/ui/input';
import { formatBrl, parseTypedAmount } from '@/lib/money';
import { AMOUNT_LIMITS, type PayinMethod } from '@/lib/payin/rules';
import type { CreatePayinForm } from '@/lib/payin/schemas';

/** The schema's limits speak in cents, as the API does; a person typing reais reads them in reais. */
const IN_REAIS: Record<string, (method: PayinMethod) => string> = {
  too_small: (method) => `The amount must be at least ${formatBrl(AMOUNT_LIMITS[method].min)} for ${method}.`,
  too_big: (method) => `The amount may not be greater than ${formatBrl(AMOUNT_LIMITS[method].max)}.`,
};

/** Cents typed as reais (`150,00`): the form holds integer cents, as the API takes them. */
export function AmountInput({ control, method }: { control: Control<CreatePayinForm>; method: PayinMethod }) {
  const { field, fieldState } = useController({ control, name: 'amount' });
  const cents = field.value as number | undefined;
  const [text, setText] = useState(() => (cents === undefined ? '' : `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`));
  const unreadable = text.trim() !== '' && parseTypedAmount(text) === null;
  const limits = AMOUNT_LIMITS[method];
  return (
    <div>
      <Label htmlFor="charge-amount">Amount (R$)</Label>
      <Input
        id="charge-amount"
        inputMode="decimal"
        value={text}
        ref={field.ref}
        aria-invalid={!!fieldState.error}
        onBlur={field.onBlur}
        onChange={(event) => {
          setText(event.target.value);
          // NaN (not undefined) for unreadable text, so the schema reports a bad amount rather than a missing one.
          const typed = event.target.value.trim();
          field.onChange(typed === '' ? undefined : (parseTypedAmount(typed) ?? Number.NaN));
        }}
      />
      <FieldError message={fieldState.error && (unreadable ? 'Type an amount in reais, such as 150,00.' : (IN_REAIS[fieldState.error.type]?.(method) ?? fieldState.error.message))} />
      <p className="mt-1 text-xs text-slate-500">
        {formatBrl(limits.min)} to {formatBrl(limits.max)} for {method}. Markup, if any, is added on top.
      </p>
    </div>
  );
}
