'use client';

import { useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useController, type FieldPath, type RegisterOptions } from 'react-hook-form';
import { fieldErrorOf, type AnyForm } from '@/components/forms/fields';
import { FieldError, Input, Label, Select } from '@/components/ui/input';
import type { CreateAccountOpeningRequestForm } from '@/lib/onboarding/schemas';
import { fieldMessage, type Mask } from './form-text';

export type OnboardingForm = AnyForm<CreateAccountOpeningRequestForm>;
export type Field = FieldPath<CreateAccountOpeningRequestForm>;

/**
 * A field marked wrong is checked again as it is typed in. Mode onTouched waits until the field has been left once:
 * its message would go only when the click on Next leaves it, the form would get shorter under the pointer, and that
 * click would be lost.
 */
function recheckWhileWrong(form: OnboardingForm, name: Field, error: string | undefined) {
  if (error) void form.trigger(name);
}

/** A labelled input registered under `name` (also its id), with the schema's message below it. */
export function TextField({
  form,
  name,
  label,
  options,
  ...props
}: {
  form: OnboardingForm;
  name: Field;
  label: string;
  options?: RegisterOptions<CreateAccountOpeningRequestForm>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name'>) {
  const error = fieldMessage(fieldErrorOf(form)(name));
  return (
    <div>
      <Label htmlFor={name}>{label}</Label>
      <Input
        id={name}
        aria-invalid={!!error}
        aria-describedby={error ? `${name}-error` : undefined}
        {...props}
        {...form.register(name, { ...options, onChange: () => recheckWhileWrong(form, name, error) })}
      />
      <ErrorFor name={name} message={error} />
    </div>
  );
}

export function SelectField({
  form,
  name,
  label,
  options,
  children,
}: {
  form: OnboardingForm;
  name: Field;
  label: string;
  options?: RegisterOptions<CreateAccountOpeningRequestForm>;
  children: ReactNode;
}) {
  const error = fieldMessage(fieldErrorOf(form)(name));
  return (
    <div>
      <Label htmlFor={name}>{label}</Label>
      <Select
        id={name}
        aria-invalid={!!error}
        aria-describedby={error ? `${name}-error` : undefined}
        {...form.register(name, { ...options, onChange: () => recheckWhileWrong(form, name, error) })}
      >
        {children}
      </Select>
      <ErrorFor name={name} message={error} />
    </div>
  );
}

function ErrorFor({ name, message }: { name: string; message?: string }) {
  return message ? (
    <div id={`${name}-error`}>
      <FieldError message={message} />
    </div>
  ) : null;
}

/** Where the caret goes in `formatted` to sit after `charactersBefore` characters (the mask adds only punctuation). */
function caretAfter(formatted: string, charactersBefore: number): number {
  if (charactersBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/[0-9A-Z]/.test(formatted.charAt(index)) && ++seen === charactersBefore) return index + 1;
  }
  return formatted.length;
}

/**
 * CNPJ, CPF and CEP shown as people write them (00.000.000/0000-00) while the form holds them without punctuation, as
 * the API wants them. Deleting a separator deletes the character before it; the caret stays after the same character.
 * `placeholder` is for a mask that has none of its own.
 */
export function MaskedField({
  form,
  name,
  label,
  mask,
  placeholder = mask.placeholder,
}: {
  form: OnboardingForm;
  name: Field;
  label: string;
  mask: Mask;
  placeholder?: string;
}) {
  const { field } = useController({ control: form.control, name });
  const error = fieldMessage(fieldErrorOf(form)(name));
  const value = typeof field.value === 'string' ? field.value : '';
  const shown = value ? mask.format(value) : '';
  const punctuation = mask.alphanumeric ? /[^0-9A-Z]/g : /\D/g;
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (caret.current === null || document.activeElement !== input.current) return;
    const position = caretAfter(shown, caret.current);
    input.current?.setSelectionRange(position, position);
    caret.current = null;
  }, [shown]);

  return (
    <div>
      <Label htmlFor={name}>{label}</Label>
      <Input
        id={name}
        name={field.name}
        inputMode={mask.alphanumeric ? 'text' : 'numeric'}
        autoCapitalize={mask.alphanumeric ? 'characters' : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={shown}
        aria-invalid={!!error}
        aria-describedby={error ? `${name}-error` : undefined}
        ref={(element) => {
          input.current = element;
          field.ref(element);
        }}
        onBlur={field.onBlur}
        onChange={(event) => {
          const typed = event.target.value.toUpperCase();
          const at = event.target.selectionStart ?? typed.length;
          let next = typed.replace(punctuation, '');
          let before = typed.slice(0, at).replace(punctuation, '').length;
          // Backspace over a dot or dash removes no character; take the one before it, as the user meant.
          if (next === value && typed.length < shown.length && before > 0) {
            next = next.slice(0, before - 1) + next.slice(before);
            before -= 1;
          }
          caret.current = Math.min(before, mask.length);
          field.onChange(next.slice(0, mask.length));
          recheckWhileWrong(form, name, error);
        }}
      />
      <ErrorFor name={name} message={error} />
    </div>
  );
}
