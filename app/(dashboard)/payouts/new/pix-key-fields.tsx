'use client';

import type { UseFormReturn } from 'react-hook-form';
import { fieldErrorOf } from '@/components/forms/fields';
import { FieldError, Input, Label, Select } from '@/components/ui/input';
import { PIX_KEY_TYPES, type PixKeyType } from '@/lib/payout/rules';
import type { CreatePayoutForm, CreatePayoutInput } from '@/lib/payout/schemas';
import { PIX_KEY_HINTS, randomEvp } from './pix-key';

/** The pix key's type and the key, whose input, hint and helper buttons follow the type. */
export function PixKeyFields({ form }: { form: UseFormReturn<CreatePayoutForm, unknown, CreatePayoutInput> }) {
  const keyType = (form.watch('beneficiary.pix.key_type') ?? 'EVP') as PixKeyType;
  const hint = PIX_KEY_HINTS[keyType] ?? PIX_KEY_HINTS.EVP;
  const fieldError = fieldErrorOf(form);
  /** A new key type changes what a valid key is: the key is judged again if it was already. */
  const keyTypeField = form.register('beneficiary.pix.key_type', {
    onChange: () => {
      if (form.getFieldState('beneficiary.pix.key').isTouched || form.formState.isSubmitted)
        void form.trigger('beneficiary.pix.key');
    },
  });
  const fillKey = (key: string) =>
    form.setValue('beneficiary.pix.key', key, { shouldValidate: true, shouldTouch: true });

  return (
    <>
      <div>
        <Label htmlFor="beneficiary.pix.key_type">Pix key type</Label>
        <Select id="beneficiary.pix.key_type" {...keyTypeField}>
          {PIX_KEY_TYPES.map((type) => (
            <option key={type} value={type}>
              {type === 'EVP' ? 'EVP (random key)' : type === 'EMAIL' ? 'E-mail' : type === 'PHONE' ? 'Phone' : type}
            </option>
          ))}
        </Select>
        <FieldError message={fieldError('beneficiary.pix.key_type')} />
      </div>
      <div>
        <Label htmlFor="beneficiary.pix.key">{hint.label}</Label>
        <Input
          id="beneficiary.pix.key"
          type={hint.type}
          inputMode={hint.inputMode}
          placeholder={hint.placeholder}
          autoComplete="off"
          aria-invalid={!!fieldError('beneficiary.pix.key')}
          aria-describedby="pix-key-help"
          data-testid="pix-key-input"
          {...form.register('beneficiary.pix.key')}
        />
        <FieldError message={fieldError('beneficiary.pix.key')} />
        <p id="pix-key-help" className="mt-1 text-xs text-slate-500" data-testid="pix-key-help">
          {hint.help}{' '}
          {(keyType === 'CPF' || keyType === 'CNPJ') && (
            <button
              type="button"
              className="text-brand-700 underline"
              onClick={() => fillKey(form.getValues('beneficiary.document.number') ?? '')}
            >
              Use the beneficiary’s document
            </button>
          )}
          {keyType === 'EVP' && (
            <button type="button" className="text-brand-700 underline" onClick={() => fillKey(randomEvp())}>
              New random key (sandbox)
            </button>
          )}
        </p>
      </div>
    </>
  );
}
