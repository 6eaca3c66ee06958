'use client';

import { useTranslations } from 'next-intl';
import { useFormats } from '@/components/i18n/use-formats';
import { FieldError, Label, Select } from '@/components/ui/input';
import { formatDecimal } from '@/lib/money';
import { MAX_DEPOSIT_REAIS, MIN_DEPOSIT_REAIS } from '@/lib/qualification/limits';
import { useQualificationNames } from '@/components/i18n/qualification-names';
import type { QualificationService } from '../records';
import type { useQualificationServices } from '../use-catalogues';

/** The service to run the batch through, with the note a service that deposits an amount needs. */
export function ServiceSelect({
  value,
  onChange,
  error,
  services,
  service,
}: {
  value: string;
  onChange: (serviceId: string) => void;
  error: string | null;
  services: ReturnType<typeof useQualificationServices>;
  service: QualificationService | undefined;
}) {
  const t = useTranslations('qualification');
  const format = useFormats();
  const names = useQualificationNames();
  return (
    <div>
      <Label htmlFor="dq-service">{t('upload.service')}</Label>
      <Select
        id="dq-service"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        data-testid="dq-service"
      >
        <option value="">{services.isPending ? t('upload.loadingServices') : t('upload.chooseService')}</option>
        {services.data?.map(({ id, name }) => (
          <option key={id} value={id}>
            {t('serviceOption', { id, name: names.service(id, name) })}
          </option>
        ))}
      </Select>
      <FieldError
        message={
          error ?? (services.error ? t('upload.servicesFailed', { message: services.error.message }) : undefined)
        }
      />
      {service?.requires_amount && (
        <p className="mt-1 text-xs text-slate-500" data-testid="dq-amount-note">
          {t.rich('upload.amountNote', {
            min: formatDecimal(MIN_DEPOSIT_REAIS, format.locale, 2),
            max: format.count(MAX_DEPOSIT_REAIS),
            fallback: service.id - 2,
            code: (chunks) => <code translate="no">{chunks}</code>,
          })}
        </p>
      )}
    </div>
  );
}
