'use client';

import { useState, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldError as FormFieldError,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { FieldError, Input, Label } from '@/components/ui/input';
import { parseTypedAmount } from '@/lib/money';

/**
 * An amount typed in reais as people type them (`150,00`), held by the form as `fromCents` makes it (cents for payins,
 * a decimal for payouts). Unreadable text is held as NaN, so the schema reports a bad amount rather than a missing one.
 */
export function BrlAmountField<T extends FieldValues>({
  control,
  name,
  id,
  initialText,
  fromCents,
  errorMessage = (error) => error.message,
  hint,
}: {
  // Any context and output type: only the amount matters here.
  control: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  id: string;
  /** The text the input starts with, for the form's initial value. */
  initialText: (value: unknown) => string;
  fromCents: (cents: number) => number;
  /** The message for a schema error (the input itself explains unreadable text). */
  errorMessage?: (error: FormFieldError) => string | undefined;
  hint: ReactNode;
}) {
  const {
    field: { ref, value, onBlur, onChange: setAmount },
    fieldState,
  } = useController({ control, name });
  const [text, setText] = useState(() => initialText(value));
  const unreadable = text.trim() !== '' && parseTypedAmount(text) === null;
  return (
    <div>
      <Label htmlFor={id}>Amount (R$)</Label>
      <Input
        id={id}
        inputMode="decimal"
        value={text}
        ref={ref}
        aria-invalid={!!fieldState.error}
        onBlur={onBlur}
        onChange={(event) => {
          setText(event.target.value);
          const typed = event.target.value.trim();
          const cents = typed === '' ? undefined : parseTypedAmount(typed);
          setAmount(cents === undefined ? undefined : cents === null ? Number.NaN : fromCents(cents));
        }}
      />
      <FieldError
        message={
          fieldState.error && (unreadable ? 'Type an amount in reais, such as 150,00.' : errorMessage(fieldState.error))
        }
      />
      <p className="mt-1 text-xs text-slate-500">{hint}</p>
    </div>
  );
}
