'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldError as FormFieldError,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { FieldError, Input, Label } from '@/components/ui/input';
import { useFormats } from '@/components/i18n/use-formats';
import { parseTypedAmount } from '@/lib/money';

/**
 * An amount typed in reais as people type them (`150,00`, `R$ 1.234,56`, `1234.56`: lib/money.ts parseTypedAmount, in
 * the reader's locale), shown back as it was understood, and held by the form as `fromCents` makes it (cents for payins,
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
  const t = useTranslations('forms');
  const format = useFormats();
  const [text, setText] = useState(() => initialText(value));
  const understood = text.trim() === '' ? undefined : parseTypedAmount(text, format.locale);
  const unreadable = understood === null;
  return (
    <div>
      <Label htmlFor={id}>{t('amountLabel')}</Label>
      <Input
        id={id}
        inputMode="decimal"
        value={text}
        ref={ref}
        aria-invalid={!!fieldState.error}
        aria-describedby={`${id}-understood`}
        onBlur={onBlur}
        onChange={(event) => {
          setText(event.target.value);
          const typed = event.target.value.trim();
          const cents = typed === '' ? undefined : parseTypedAmount(typed, format.locale);
          setAmount(cents === undefined ? undefined : cents === null ? Number.NaN : fromCents(cents));
        }}
      />
      {/* What the typing was read as, at every keystroke; text it cannot read is said here at once, not on submit. */}
      <p
        id={`${id}-understood`}
        className={unreadable ? 'mt-1 text-sm text-red-600' : 'mt-1 text-xs text-slate-600'}
        data-testid="amount-understood"
        aria-live="polite"
      >
        {unreadable
          ? t('amountUnreadable')
          : understood !== undefined && t('amountUnderstood', { amount: format.money(understood) })}
      </p>
      <FieldError message={fieldState.error && !unreadable ? errorMessage(fieldState.error) : undefined} />
      <p className="mt-1 text-xs text-slate-500">{hint}</p>
    </div>
  );
}
