import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, Input, Label, Select } from '@/components/ui/input';

type TermsField = 'mode' | 'amount' | 'min_charge_value' | 'max_charge_value';

/**
 * The mode, amount, minimum and maximum inputs of a markup, for the rule form and a charge's inline markup.
 * Minimum and maximum exist only in percent mode; the caller registers them so that they leave the values when hidden.
 */
export function MarkupTermsFields({
  idPrefix,
  mode,
  register,
  errors,
}: {
  idPrefix: string;
  mode: string | undefined;
  register: (field: TermsField) => UseFormRegisterReturn;
  errors: Partial<Record<TermsField, string>>;
}) {
  const t = useTranslations('markup');
  return (
    <>
      <div>
        <Label htmlFor={`${idPrefix}-mode`}>{t('terms.mode')}</Label>
        <Select id={`${idPrefix}-mode`} {...register('mode')}>
          <option value="percent">{t('mode.percent')}</option>
          <option value="fixed">{t('mode.fixed')}</option>
        </Select>
        <FieldError message={errors.mode} />
      </div>
      <div>
        <Label htmlFor={`${idPrefix}-amount`}>{mode === 'percent' ? t('terms.percentage') : t('terms.amount')}</Label>
        <Input id={`${idPrefix}-amount`} inputMode="decimal" aria-invalid={!!errors.amount} {...register('amount')} />
        <FieldError message={errors.amount} />
      </div>
      {mode === 'percent' && (
        <>
          <div>
            <Label htmlFor={`${idPrefix}-min`}>{t('terms.minimum')}</Label>
            <Input
              id={`${idPrefix}-min`}
              inputMode="decimal"
              aria-invalid={!!errors.min_charge_value}
              {...register('min_charge_value')}
            />
            <FieldError message={errors.min_charge_value} />
          </div>
          <div>
            <Label htmlFor={`${idPrefix}-max`}>{t('terms.maximum')}</Label>
            <Input
              id={`${idPrefix}-max`}
              inputMode="decimal"
              aria-invalid={!!errors.max_charge_value}
              {...register('max_charge_value')}
            />
            <FieldError message={errors.max_charge_value} />
          </div>
        </>
      )}
    </>
  );
}
