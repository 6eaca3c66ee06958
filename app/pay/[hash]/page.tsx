import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { getDb } from '@/db/client';
import type { PayinBoleto, PayinCharge, PayinPix } from '@/db/schema';
import { sandboxMode } from '@/lib/config';
import { formatBrl } from '@/lib/money';
import { formatDigitableLine } from '@/lib/payin/boleto';
import { PAYIN_STATUS } from '@/lib/payin/rules';
import { getChargeByHash } from '@/lib/payin/service';
import { CopyButton } from '@/components/copy-button';
import { LiveModeNotice } from '@/components/detail/live-mode-notice';
import { boletoBarcodeDataUrl, pixQrDataUrl } from './payment-images';
import { PrintButton } from './print-button';

export const dynamic = 'force-dynamic';

type PageState = 'open' | 'paid' | 'canceled' | 'expired' | 'rejected' | 'dropRequested';

const STATE_BADGES: Record<PageState, { label: string; tone: 'info' | 'success' | 'danger' | 'warning' | 'neutral' }> =
  {
    open: { label: 'Awaiting payment', tone: 'info' },
    paid: { label: 'Paid', tone: 'success' },
    canceled: { label: 'Canceled', tone: 'neutral' },
    expired: { label: 'Expired', tone: 'warning' },
    rejected: { label: 'Rejected', tone: 'danger' },
    dropRequested: { label: 'Withdrawn', tone: 'neutral' },
  };

/** What the buyer needs to know. A Created charge past its expiry (before the expiry job runs) is already unpayable. */
function pageState(charge: PayinCharge, now: Date): PageState {
  switch (charge.statusId) {
    case PAYIN_STATUS.paid:
    case PAYIN_STATUS.credited:
      return 'paid';
    case PAYIN_STATUS.canceled:
      return charge.substatus?.code === 'expired' ? 'expired' : 'canceled';
    case PAYIN_STATUS.rejected:
      return 'rejected';
    case PAYIN_STATUS.dropRequested:
      return 'dropRequested';
    default:
      return now >= charge.expiresAt ? 'expired' : 'open';
  }
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const instantFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** A boleto due date is a calendar day (`YYYY-MM-DD`), not an instant: format it without moving it across zones. */
function formatDay(date: string): string {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  return dayFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

const formatInstant = (date: Date) => `${instantFormat.format(date)} (Brasília time)`;

function formatDocument(digits: string): string {
  if (/^\d{14}$/.test(digits)) return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  if (/^\d{11}$/.test(digits)) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  return digits;
}

function Field({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={mono ? 'mt-0.5 break-all font-mono text-sm text-slate-900' : 'mt-0.5 text-sm text-slate-900'}>
        {children}
      </dd>
    </div>
  );
}

function StateNotice({
  state,
  payee,
  paidAt,
  expiredAt,
}: {
  state: Exclude<PageState, 'open'>;
  payee: string;
  paidAt: Date | null;
  expiredAt: string;
}) {
  const notices: Record<typeof state, { title: string; body: string; className: string }> = {
    paid: {
      title: 'This charge has been paid',
      body: paidAt
        ? `Payment confirmed on ${formatInstant(paidAt)}. There is nothing more to pay.`
        : 'Payment confirmed. There is nothing more to pay.',
      className: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    },
    canceled: {
      title: 'This charge was canceled',
      body: `It can no longer be paid. If you still owe ${payee}, ask them for a new charge.`,
      className: 'border-slate-300 bg-slate-100 text-slate-900',
    },
    expired: {
      title: 'This charge has expired',
      body: `It was payable until ${expiredAt} and can no longer be paid. Ask ${payee} for a new charge.`,
      className: 'border-amber-200 bg-amber-50 text-amber-900',
    },
    rejected: {
      title: 'This payment was rejected',
      body: `The processor rejected this charge; do not pay it. Contact ${payee} for another way to pay.`,
      className: 'border-red-200 bg-red-50 text-red-900',
    },
    dropRequested: {
      title: 'This boleto has been withdrawn',
      body: `${payee} asked for its cancellation, so it can no longer be paid.`,
      className: 'border-slate-300 bg-slate-100 text-slate-900',
    },
  };
  const notice = notices[state];
  return (
    <div role="status" className={`rounded-lg border px-5 py-4 ${notice.className}`}>
      <p className="font-semibold">{notice.title}</p>
      <p className="mt-1 text-sm">{notice.body}</p>
    </div>
  );
}

async function PixInstrument({ pix, total }: { pix: PayinPix; total: number }) {
  const qrDataUrl = await pixQrDataUrl(pix.qr_code);
  return (
    <Card className="p-6">
      <h2 className="text-base font-semibold text-slate-900">Pay with pix</h2>
      <p className="mt-1 text-sm text-slate-600">
        Open your bank app, choose pix and scan the code, or copy the code below and paste it under &ldquo;Pix copia e
        cola&rdquo;.
      </p>
      <div className="mt-5 flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        {/* eslint-disable-next-line @next/next/no-img-element -- a data URL: nothing for next/image to optimize */}
        <img
          data-testid="pix-qr"
          src={qrDataUrl}
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

function BoletoInstrument({
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

export default async function PaymentPage({ params }: { params: Promise<{ hash: string }> }) {
  const { hash } = await params;
  const view = await getChargeByHash(await getDb(), hash);
  if (!view) notFound();

  const { charge, merchantName, history } = view;
  const now = new Date();
  const state = pageState(charge, now);
  const badge = STATE_BADGES[state];
  const total = charge.amount + charge.markupAmount;
  const payee = charge.paymentMethod === 'boleto' ? (charge.originatorLegalEntity?.name ?? merchantName) : merchantName;
  const dueLabel = charge.paymentMethod === 'boleto' ? 'Due date' : 'Expires';
  const due = charge.boleto ? formatDay(charge.boleto.expire_date) : formatInstant(charge.expiresAt);
  const paidAt = history.findLast((change) => change.statusId === PAYIN_STATUS.paid)?.createdAt ?? null;

  return (
    <div className="space-y-6 print:space-y-4">
      <Card className="print:rounded-none print:border-slate-900 print:shadow-none">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-5">
          <div className="min-w-0">
            <p className="text-sm text-slate-500">Pay to</p>
            <h1 className="break-words text-xl font-semibold tracking-tight text-slate-900">{payee}</h1>
          </div>
          <Badge data-testid="pay-status" tone={badge.tone} className="shrink-0 text-sm">
            {badge.label}
          </Badge>
        </div>
        <div className="px-6 py-5">
          <p className="text-sm text-slate-500">
            {state === 'paid' ? 'Amount paid' : state === 'open' ? 'Amount to pay' : 'Amount'}
          </p>
          <p
            data-testid="pay-amount"
            className="mt-0.5 text-3xl font-semibold tabular-nums tracking-tight text-slate-900"
          >
            {formatBrl(total)}
          </p>
          {charge.markupAmount > 0 && (
            <dl className="mt-2 max-w-56 space-y-0.5 text-sm text-slate-600">
              <div className="flex justify-between gap-4">
                <dt>Amount</dt>
                <dd className="tabular-nums">{formatBrl(charge.amount)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>Fee</dt>
                <dd className="tabular-nums">{formatBrl(charge.markupAmount)}</dd>
              </div>
            </dl>
          )}
          <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
            <Field label={dueLabel}>{due}</Field>
            <Field label="Invoice">{charge.invoice}</Field>
            <Field label="Payment method">{charge.paymentMethod === 'pix' ? 'Pix' : 'Boleto'}</Field>
            {charge.description && <Field label="Description">{charge.description}</Field>}
          </dl>
        </div>
      </Card>

      {state !== 'open' ? (
        <StateNotice state={state} payee={payee} paidAt={paidAt} expiredAt={due} />
      ) : charge.paymentMethod === 'pix' && charge.pix ? (
        <PixInstrument pix={charge.pix} total={total} />
      ) : charge.boleto ? (
        <BoletoInstrument charge={charge} boleto={charge.boleto} payee={payee} total={total} />
      ) : null}

      {state === 'open' && charge.livemode && <LiveModeNotice noun="charge" className="print:hidden" />}

      {state === 'open' && !charge.livemode && sandboxMode() && (
        <form
          method="post"
          action={`/pay/${charge.hash}/simulate`}
          className="rounded-lg border border-dashed border-amber-300 bg-amber-50 px-5 py-4 print:hidden"
        >
          <p className="text-sm font-semibold text-amber-900">Sandbox</p>
          <p className="mt-1 text-sm text-amber-900">
            No money moves here. Play the processor and mark this charge as paid.
          </p>
          <Button
            type="submit"
            data-testid="simulate-payment"
            aria-label="Simulate payment of this charge"
            className="mt-3"
          >
            Simulate payment
          </Button>
        </form>
      )}
    </div>
  );
}
