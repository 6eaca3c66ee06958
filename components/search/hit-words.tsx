import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useQualificationNames } from '@/components/i18n/qualification-names';
import { useFormats } from '@/components/i18n/use-formats';
import { useStatusName } from '@/components/status-badge';
import type { SearchHitRecord } from '@/lib/search/schemas';
import { formatDocument } from '@/lib/validation/documents';

/** Merchant data inside a hit's words: names, invoices and codes are not translated. */
const data = (chunks: ReactNode) => <span translate="no">{chunks}</span>;

/**
 * A hit said in the reader's language from its facts: its label, detail and status. The API's own `label` and
 * `detail` are English; names, invoices and codes are the merchant's and carry translate="no".
 */
export function useHitWords(): (hit: SearchHitRecord) => { label: ReactNode; detail: ReactNode; status: string } {
  const t = useTranslations('dialogs.search');
  const format = useFormats();
  const payinStatus = useStatusName('payin');
  const payoutStatus = useStatusName('payout');
  const qualification = useQualificationNames();
  const onboardingStatus = useTranslations('status.onboarding');
  return (hit) => {
    switch (hit.kind) {
      case 'payin':
        return {
          label: t.rich('hits.payin.label', { id: hit.id, invoice: hit.invoice, data }),
          detail: t.rich('hits.payin.detail', {
            method: t(`methods.${hit.payment_method}`),
            amount: format.money(hit.amount),
            name: hit.name,
            data,
          }),
          status: payinStatus({ id: hit.status_id, name: hit.status }),
        };
      case 'payout':
        return {
          label: t.rich('hits.payout.label', { id: hit.id, invoice: hit.invoice, data }),
          detail: t.rich('hits.payout.detail', { amount: format.money(hit.amount), name: hit.name, data }),
          status: payoutStatus({ id: hit.status_id, name: hit.status }),
        };
      case 'qualification':
        return {
          label: t.rich('hits.qualification.label', { id: hit.id, code: hit.custom_code, data }),
          detail: t.rich('hits.qualification.detail', {
            name: hit.name,
            bank: hit.bank_code,
            batch: hit.batch_code,
            data,
          }),
          status: qualification.status({ id: hit.status_id, name: hit.status }),
        };
      case 'onboarding':
        return {
          label: data(hit.legal_name),
          detail: t.rich('hits.onboarding.detail', {
            taxId: formatDocument(hit.tax_id),
            tradeName: hit.trade_name,
            data,
          }),
          status: onboardingStatus(hit.status),
        };
    }
  };
}
