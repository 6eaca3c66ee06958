import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { Field } from './field';
import { PrintButton } from './print-button';

/** What a payer keeps once the charge is paid: amount, payee, when, and the ids to quote to the payee. */
export function Receipt({
  total,
  payee,
  paidAt,
  method,
  invoice,
  chargeId,
  hash,
}: {
  total: string;
  payee: string;
  paidAt: string | null;
  method: string;
  invoice: string;
  chargeId: number;
  hash: string;
}) {
  const t = useTranslations('pay.receipt');
  return (
    <Card data-testid="pay-receipt" className="print:rounded-none print:border-slate-900 print:shadow-none">
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-6 py-4">
        <h2 className="font-semibold text-slate-900">{t('title')}</h2>
        <PrintButton what="receipt" />
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 px-6 py-5 sm:grid-cols-2">
        <Field label={t('amountPaid')}>{total}</Field>
        <Field label={t('payee')}>{payee}</Field>
        {paidAt && <Field label={t('paidAt')}>{paidAt}</Field>}
        <Field label={t('method')}>{method}</Field>
        <Field label={t('invoice')}>{invoice}</Field>
        <Field label={t('chargeId')}>{chargeId}</Field>
        <Field label={t('transaction')} mono>
          {hash}
        </Field>
      </dl>
    </Card>
  );
}
