import { useTranslations } from 'next-intl';
import type { FieldPath, FieldValues, RegisterOptions, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { FieldError, Input, Label, Select } from '@/components/ui/input';
import { parseTypedNumber } from '@/lib/money';

// Any context and output type: only the field values matter here.
export type AnyForm<T extends FieldValues> = UseFormReturn<T, unknown, unknown>;

/**
 * A field's error message, by its dotted path rather than through `errors` (on a union form type such as the payin
 * form's, errors.buyer?.address does not type-check). Passing formState subscribes the form to the errors.
 */
export function fieldErrorOf<T extends FieldValues>(form: AnyForm<T>) {
  return (name: FieldPath<T>) => form.getFieldState(name, form.formState).error?.message;
}

/** Number inputs, as typed (`1,50`). */
export const NUMBER_FIELD = { setValueAs: parseTypedNumber };

/** An optional field left empty is not sent, rather than sent as "" (which is not a URL). */
export const OPTIONAL_FIELD = { setValueAs: (value: string) => (value.trim() === '' ? undefined : value) };

/** `text(name, label, inputProps?, registerOptions?)`: a labelled input registered under `name`, with its error below. */
export function textFieldRenderer<T extends FieldValues>(form: AnyForm<T>) {
  const fieldError = fieldErrorOf(form);
  return function textField(
    name: FieldPath<T>,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
    options?: RegisterOptions<T>,
  ) {
    return (
      <div>
        <Label htmlFor={name}>{label}</Label>
        <Input id={name} aria-invalid={!!fieldError(name)} {...props} {...form.register(name, options)} />
        <FieldError message={fieldError(name)} />
      </div>
    );
  };
}

/** The account a new payment is made for (for an organization with more than one). */
export function MerchantAccountField({
  label,
  accounts,
  registration,
  error,
}: {
  label: string;
  accounts: { id: number; name: string }[];
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <div>
      <Label htmlFor="merchant_id">{label}</Label>
      <Select id="merchant_id" {...registration}>
        {accounts.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name} (#{option.id})
          </option>
        ))}
      </Select>
      <FieldError message={error} />
    </div>
  );
}

/** CPF or CNPJ, for a person's or company's document. */
export function DocumentTypeField({
  id,
  registration,
  error,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const t = useTranslations('forms');
  return (
    <div>
      <Label htmlFor={id}>{t('documentType')}</Label>
      <Select id={id} {...registration}>
        <option value="CPF">CPF</option>
        <option value="CNPJ">CNPJ</option>
      </Select>
      <FieldError message={error} />
    </div>
  );
}
