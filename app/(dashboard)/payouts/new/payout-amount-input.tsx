'use client';

import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { FieldError, Input, Label } from '@/components/ui/input';
import { formatBrl, parseTypedAmount, toCents } from '@/lib/money';
import { PAYOUT_AMOUNT_LIMITS } from '@/lib/payout/rules';
import type { CreatePayoutForm } from '@/lib/payout/schemas';

/** Reais typed as people type them (`150,00`); the form holds the decimal number the payout API takes (150). */
export function PayoutAmountInput({ control }: { control: Control<CreatePayoutForm> }) {
  const { field, fieldState } = useController({ control, name: 'amount' });
  const reais = field.value as number | undefined;
  const [text, setText] = useState(() => (typeof reais === 'number' && !Number.isNaN(reais) ? formatBrl(toCents(reais)).replace(/^R\$ /, '').replace(/\./g, '') : ''));
  const unreadable = text.trim() !== '' && parseTypedAmount(text) === null;
  return (
    <div>
      <Label htmlFor="amount">Amount (R$)</Label>
      <Input
        id="amount"
        inputMode="decimal"
        value={text}
        ref={field.ref}
        aria-invalid={!!fieldState.error}
        onBlur={field.onBlur}
        onChange={(event) => {
          setText(event.target.value);
          // NaN (not undefined) for unreadable text, so the schema reports a bad amount rather than a missing one.
          const typed = event.target.value.trim();
          const cents = typed === '' ? undefined : parseTypedAmount(typed);
          field.onChange(cents === undefined ? undefined : cents === null ? Number.NaN : cents / 100);
        }}
      />
      <FieldError message={fieldState.error && (unreadable ? 'Type an amount in reais, such as 150,00.' : fieldState.error.message)} />
      <p className="mt-1 text-xs text-slate-500">
        {formatBrl(toCents(PAYOUT_AMOUNT_LIMITS.min))} to {formatBrl(toCents(PAYOUT_AMOUNT_LIMITS.max))}: what the beneficiary receives. Markup, if any, is debited on top.
      </p>
    </div>
  );
}
