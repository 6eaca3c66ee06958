import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/copy-button';
import type { PayinBoleto, PayinCharge, PayinPix } from '@/db/schema';
import { formatBrl } from '@/lib/money';
import { formatDigitableLine } from '@/lib/payin/boleto';
import { Field, formatDay, formatDocument } from './fields';
import { boletoBarcodeDataUrl, pixQrDataUrl } from './payment-images';
import { PrintButton } from './print-button';

export async function PixInstrument({ pix, total }: { pix: PayinPix; total: number }) {
  return (
    <Card className="p-6">
      <h2 className="text-base font-semibold text-slate-900">Pay with pix</h2>
      <p className="mt-1 text-sm text-slate-600">
        Open your bank app, choose pix and scan the code, or copy the code below and paste it under &ldquo;Pix copia e
        cola&rdquo;.
      </p>
      <div className="mt-5 flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        {/* A data URL from our own server: next/image has nothing to optimize here. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          data-testid="pix-qr"
          src={await pixQrDataUrl(pix.qr_code)}
          alt={`Pix QR code for ${formatBrl(total)}`}
          width={208}
          height={208}
          className="shrink-0 rounded-md border border-slate-200 bg-white"
        />
        <div className="min-w-0 flex-1">
          <p id="pix-code-label" className="text-xs font-medium uppercase tracking-wide text-slate-500">
            Pix copia e cola
          </p>
          <p
            data-testid="pix-copy-paste"
            aria-labelledby="pix-code-label"
            className="mt-1 select-all break-all rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-xs leading-relaxed text-slate-800"
          >
            {pix.qr_code}
          </p>
          <div className="mt-3">
            <CopyButton value={pix.qr_code} label="Copy pix copia e cola code" />
          </div>
        </div>
      </div>
    </Card>
  );
}

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
        {/* eslint-disable-next-line @next/next/no-img-element */}
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
