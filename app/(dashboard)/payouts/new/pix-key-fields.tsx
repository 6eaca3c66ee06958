'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { fieldErrorOf } from '@/components/forms/fields';
import { FieldError, Input, Label, Select } from '@/components/ui/input';
import { PIX_KEY_TYPES, type PixKeyType } from '@/lib/payout/rules';
import type { CreatePayoutForm, CreatePayoutInput } from '@/lib/payout/schemas';
import { PIX_KEY_INPUTS, randomEvp } from './pix-key';

/** The pix key's type and the key, whose input, hint and helper buttons follow the type. */
export function PixKeyFields({ form }: { form: UseFormReturn<CreatePayoutForm, unknown, CreatePayoutInput> }) {
  const t = useTranslations('payouts');
  const watched = form.watch('beneficiary.pix.key_type') as PixKeyType | undefined;
  const keyType = watched && PIX_KEY_TYPES.includes(watched) ? watched : 'EVP';
  const input = PIX_KEY_INPUTS[keyType];
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
        <Label htmlFor="beneficiary.pix.key_type">{t('pixKey.type')}</Label>
        <Select id="beneficiary.pix.key_type" {...keyTypeField}>
          {PIX_KEY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`pixKeyType.${type}`)}
            </option>
          ))}
        </Select>
        <FieldError message={fieldError('beneficiary.pix.key_type')} />
      </div>
      <div>
        <Label htmlFor="beneficiary.pix.key">{t(`pixKey.${keyType}.label`)}</Label>
        <Input
          id="beneficiary.pix.key"
          type={input.type}
          inputMode={input.inputMode}
          placeholder={input.placeholder}
          autoComplete="off"
          aria-invalid={!!fieldError('beneficiary.pix.key')}
          aria-describedby="pix-key-help"
          data-testid="pix-key-input"
          {...form.register('beneficiary.pix.key')}
        />
        <FieldError message={fieldError('beneficiary.pix.key')} />
        <p id="pix-key-help" className="mt-1 text-xs text-slate-500" data-testid="pix-key-help">
          {t(`pixKey.${keyType}.help`)}{' '}
          {(keyType === 'CPF' || keyType === 'CNPJ') && (
            <button
              type="button"
              className="text-brand-700 underline"
              onClick={() => fillKey(form.getValues('beneficiary.document.number') ?? '')}
            >
              {t('pixKey.useDocument')}
            </button>
          )}
          {keyType === 'EVP' && (
            <button type="button" className="text-brand-700 underline" onClick={() => fillKey(randomEvp())}>
              {t('pixKey.newRandomKey')}
            </button>
          )}
        </p>
      </div>
    </>
  );
}
