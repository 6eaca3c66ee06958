import { CopyButton } from '@/components/copy-button';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { PayinBoleto, PayinCharge } from '@/db/schema';
import { useTranslations } from 'next-intl';
import { useFormats } from '@/components/i18n/use-formats';
import { formatDigitableLine } from '@/lib/payin/boleto';
import { Field } from './field';
import { formatDocument, maskPayerDocument } from '@/lib/validation/documents';
import { boletoBarcodeDataUrl } from './payment-images';
import { PrintButton } from './print-button';

export function BoletoInstrument({
  charge,
  boleto,
  payee,
  total,
}: {
  charge: PayinCharge;
  boleto: PayinBoleto;
  payee: string;
  total: number;
}) {
  const t = useTranslations('pay');
  const format = useFormats();
  const originator = charge.originatorLegalEntity;
  return (
    <Card className="p-6 print:rounded-none print:border-slate-900 print:shadow-none">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div>
          <h2 className="text-base font-semibold text-slate-900">{t('boleto.title')}</h2>
          <p className="mt-1 text-sm text-slate-600 print:hidden">{t('boleto.help')}</p>
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0 print:hidden">
          {/* A plain link: the file downloads without JavaScript, in the page's language (boleto.pdf/route.ts). */}
          <a
            href={`/pay/${charge.hash}/boleto.pdf`}
            download
            data-testid="boleto-pdf"
            className={buttonClassName('secondary', 'whitespace-nowrap')}
          >
            {t('boletoPdf.download')}
          </a>
          <PrintButton what="boleto" />
        </div>
      </div>
      <div className="mt-5 border-y border-slate-200 py-4 print:border-slate-900">
        <p id="digitable-line-label" className="text-xs font-medium uppercase tracking-wide text-slate-500">
          {t('boleto.digitableLine')}
        </p>
        <p
          data-testid="boleto-digitable-line"
          aria-labelledby="digitable-line-label"
          className="mt-1 select-all font-mono text-[15px] font-semibold text-slate-900 sm:text-base print:text-sm"
        >
          {formatDigitableLine(boleto.digitable_line)}
        </p>
        <div className="mt-3">
          <CopyButton value={boleto.digitable_line} label={t('boleto.copy')} />
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 print:grid-cols-3">
        <Field label={t('boleto.beneficiary')}>{payee}</Field>
        {originator && <Field label={t('boleto.beneficiaryCnpj')}>{formatDocument(originator.document)}</Field>}
        <Field label={t('dueDate')}>{format.day(boleto.expire_date)}</Field>
        <Field label={t('amount')}>{format.money(total)}</Field>
        <Field label={t('boleto.payer')}>
          {charge.buyer.name}
          <span data-testid="boleto-payer-document" translate="no" className="block text-slate-600">
            {maskPayerDocument(charge.buyerDocument)}
          </span>
        </Field>
        <Field label={t('boleto.ourNumber')} mono>
          {charge.ourNumber}
        </Field>
        <Field label={t('boleto.assignorCode')} mono>
          {boleto.agreement.assignor_code}
        </Field>
        <Field label={t('boleto.documentNumber')}>{charge.invoice}</Field>
        {originator?.helpdesk && <Field label={t('boleto.helpdesk')}>{originator.helpdesk}</Field>}
      </dl>
      <div className="mt-6 bg-white py-2">
        {/* eslint-disable-next-line @next/next/no-img-element -- a data URL: nothing for next/image to optimize */}
        <img
          data-testid="boleto-barcode"
          src={boletoBarcodeDataUrl(boleto.bar_code_number)}
          alt={t('boleto.barcodeAlt', { code: boleto.bar_code_number })}
          className="h-auto w-[103mm] max-w-full [image-rendering:crisp-edges]"
        />
      </div>
    </Card>
  );
}
