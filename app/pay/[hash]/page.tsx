import { notFound } from 'next/navigation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { getDb } from '@/db/client';
import { sandboxMode } from '@/lib/config';
import { formatBrl } from '@/lib/money';
import { PAYIN_STATUS } from '@/lib/payin/rules';
import { getChargeByHash } from '@/lib/payin/queries';
import { LiveModeNotice } from '@/components/detail/live-mode-notice';
import { BoletoInstrument } from './boleto-instrument';
import { Field } from './field';
import { formatDay, formatInstant } from './formats';
import { pageState, STATE_BADGES } from './page-state';
import { PixInstrument } from './pix-instrument';
import { StateNotice } from './state-notice';

export const dynamic = 'force-dynamic';

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
