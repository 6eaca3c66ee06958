'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FieldPath, FieldValues, PathValue } from 'react-hook-form';
import { MarkupTermsFields } from '@/components/markup-terms-fields';
import { Card, CardHeader } from '@/components/ui/card';
import { FieldError } from '@/components/ui/input';
import { fieldErrorOf, NUMBER_FIELD, type AnyForm } from './fields';

/** The inputs of inline markup, so an API error on one of them appears beside it while they are shown. */
export const INLINE_MARKUP_FIELDS = [
  'markup.mode',
  'markup.amount',
  'markup.min_charge_value',
  'markup.max_charge_value',
];

/** Whether the form sends inline markup: switching it on fills `markup` with `initialTerms`, switching it off leaves it out. */
export function useInlineMarkup<T extends FieldValues>(
  form: AnyForm<T>,
  initialTerms: PathValue<T, FieldPath<T> & 'markup'>,
) {
  const [inlineMarkup, setInlineMarkup] = useState(false);
  const markupPath = 'markup' as FieldPath<T> & 'markup';
  const toggleInlineMarkup = (on: boolean) => {
    setInlineMarkup(on);
    form.clearErrors(markupPath);
    if (on) form.setValue(markupPath, initialTerms);
    else form.unregister(markupPath);
  };
  return { inlineMarkup, toggleInlineMarkup };
}

/** The Markup card of a "new payment" form: a switch for inline markup, its terms when on, and the error on `markup` itself. */
export function InlineMarkupCard<T extends FieldValues>({
  form,
  inline: { inlineMarkup, toggleInlineMarkup },
  mode,
  description,
  toggleLabel,
  toggleTestId,
}: {
  form: AnyForm<T>;
  inline: ReturnType<typeof useInlineMarkup>;
  /** The markup's mode as watched by the form. */
  mode: string | undefined;
  description: string;
  toggleLabel: string;
  toggleTestId?: string;
}) {
  const t = useTranslations('markup.inlineCard');
  const fieldError = fieldErrorOf(form);
  const path = (name: string) => name as FieldPath<T>;
  return (
    <Card className="@container">
      <CardHeader title={t('title')} description={description} />
      <div className="grid gap-4 px-5 py-4 @lg:grid-cols-2 @2xl:grid-cols-4">
        <label className="flex items-center gap-2 text-sm col-span-full">
          <input
            type="checkbox"
            checked={inlineMarkup}
            onChange={(event) => toggleInlineMarkup(event.target.checked)}
            className="size-4"
            data-testid={toggleTestId}
          />
          {toggleLabel}
        </label>
        {inlineMarkup && (
          <MarkupTermsFields
            idPrefix="inline-markup"
            mode={mode}
            // Min and max leave the values when fixed mode hides them: fixed markup may not send them.
            register={(field) =>
              form.register(
                path(`markup.${field}`),
                field === 'mode' ? undefined : { ...NUMBER_FIELD, shouldUnregister: field !== 'amount' },
              )
            }
            errors={{
              mode: fieldError(path('markup.mode')),
              amount: fieldError(path('markup.amount')),
              min_charge_value: fieldError(path('markup.min_charge_value')),
              max_charge_value: fieldError(path('markup.max_charge_value')),
            }}
          />
        )}
        <div className="col-span-full">
          <FieldError message={fieldError(path('markup'))} />
        </div>
      </div>
    </Card>
  );
}
