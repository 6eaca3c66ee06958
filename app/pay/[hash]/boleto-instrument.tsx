import { CopyButton } from '@/components/copy-button';
import { Card } from '@/components/ui/card';
import type { PayinBoleto, PayinCharge } from '@/db/schema';
import { formatBrl } from '@/lib/money';
import { formatDigitableLine } from '@/lib/payin/boleto';
import { Field } from './field';
import { formatDocument } from '@/lib/validation/documents';
import { formatDay } from './formats';
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
  const originator = charge.originatorLegalEntity;
  return (
    <Card className="p-6 print:rounded-none print:border-slate-900 print:shadow-none">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 className="text-base font-semibold text-slate-900">Boleto</h2>
          <p className="mt-1 text-sm text-slate-600 print:hidden">
            Pay it in your bank app, at an ATM or a lottery outlet, by the due date.
          </p>
        </div>
        <PrintButton />
      </div>
      <div className="mt-5 border-y border-slate-200 py-4 print:border-slate-900">
        <p id="digitable-line-label" className="text-xs font-medium uppercase tracking-wide text-slate-500">
          Digitable line
        </p>
        <p
          data-testid="boleto-digitable-line"
          aria-labelledby="digitable-line-label"
          className="mt-1 select-all font-mono text-[15px] font-semibold text-slate-900 sm:text-base print:text-sm"
        >
          {formatDigitableLine(boleto.digitable_line)}
        </p>
        <div className="mt-3">
          <CopyButton value={boleto.digitable_line} label="Copy boleto digitable line" />
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 print:grid-cols-3">
        <Field label="Beneficiary">{payee}</Field>
        {originator && <Field label="Beneficiary CNPJ">{formatDocument(originator.document)}</Field>}
        <Field label="Due date">{formatDay(boleto.expire_date)}</Field>
        <Field label="Amount">{formatBrl(total)}</Field>
        <Field label="Payer">{charge.buyer.name}</Field>
        <Field label="Our number" mono>
          {charge.ourNumber}
        </Field>
        <Field label="Agency / beneficiary code" mono>
          {boleto.agreement.assignor_code}
        </Field>
        <Field label="Document number">{charge.invoice}</Field>
        {originator?.helpdesk && <Field label="Helpdesk">{originator.helpdesk}</Field>}
      </dl>
      <div className="mt-6 bg-white py-2">
        {/* eslint-disable-next-line @next/next/no-img-element -- a data URL: nothing for next/image to optimize */}
        <img
          data-testid="boleto-barcode"
          src={boletoBarcodeDataUrl(boleto.bar_code_number)}
          alt={`Boleto bar code ${boleto.bar_code_number}`}
          className="h-auto w-[103mm] max-w-full [image-rendering:crisp-edges]"
        />
      </div>
    </Card>
  );
}
