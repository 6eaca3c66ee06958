import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { getDb } from '@/db/client';
import { sandboxMode } from '@/lib/config';
import { getFormats } from '@/components/i18n/get-formats';
import { PAYIN_STATUS } from '@/lib/payin/rules';
import { getChargeByHash } from '@/lib/payin/queries';
import { LiveModeNotice } from '@/components/detail/live-mode-notice';
import { BoletoInstrument } from './boleto-instrument';
import { Field } from './field';
import { pageState, payeeName, STATE_TONES } from './page-state';
import { PixInstrument } from './pix-instrument';
import { Receipt } from './receipt';
import { StateNotice } from './state-notice';
import { StateWatcher } from './state-watcher';

export const dynamic = 'force-dynamic';

export default async function PaymentPage({ params }: { params: Promise<{ hash: string }> }) {
  const { hash } = await params;
  const view = await getChargeByHash(await getDb(), hash);
  if (!view) notFound();

  const { charge, merchantName, history } = view;
  const [t, format] = await Promise.all([getTranslations('pay'), getFormats()]);
  // The buyer's page tells times in Brasília time (i18n/request.ts gives public pages that zone), and says so.
  const instant = (at: Date) => t('instantInZone', { time: format.dateTime(at) });
  const now = new Date();
  const state = pageState(charge, now);
  const total = charge.amount + charge.markupAmount;
  const payee = payeeName(charge, merchantName);
  const dueLabel = charge.paymentMethod === 'boleto' ? t('dueDate') : t('expires');
  const due = charge.boleto ? format.day(charge.boleto.expire_date) : instant(charge.expiresAt);
  const method = charge.paymentMethod === 'pix' ? 'Pix' : 'Boleto';
  const paidAt = history.findLast((change) => change.statusId === PAYIN_STATUS.paid)?.createdAt ?? null;

  return (
    <div className="space-y-6 print:space-y-4">
      <Card className="print:rounded-none print:border-slate-900 print:shadow-none">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-5">
          <div className="min-w-0">
            <p className="text-sm text-slate-500">{t('payTo')}</p>
            <h1 className="break-words text-xl font-semibold tracking-tight text-slate-900">{payee}</h1>
          </div>
          <Badge data-testid="pay-status" tone={STATE_TONES[state]} size="large" className="shrink-0">
            {t(`state.${state}`)}
          </Badge>
        </div>
        <div className="px-6 py-5">
          <p className="text-sm text-slate-500">
            {state === 'paid' ? t('amountPaid') : state === 'open' ? t('amountToPay') : t('amount')}
          </p>
          <p
            data-testid="pay-amount"
            className="mt-0.5 text-3xl font-semibold tabular-nums tracking-tight text-slate-900"
          >
            {format.money(total)}
          </p>
          {charge.markupAmount > 0 && (
            <dl className="mt-2 max-w-56 space-y-0.5 text-sm text-slate-600">
              <div className="flex justify-between gap-4">
                <dt>{t('amount')}</dt>
                <dd className="tabular-nums">{format.money(charge.amount)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>{t('fee')}</dt>
                <dd className="tabular-nums">{format.money(charge.markupAmount)}</dd>
              </div>
            </dl>
          )}
          <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
            <Field label={dueLabel}>{due}</Field>
            <Field label={t('invoice')}>{charge.invoice}</Field>
            <Field label={t('paymentMethod')}>{method}</Field>
            {charge.description && <Field label={t('description')}>{charge.description}</Field>}
          </dl>
        </div>
      </Card>

      <StateWatcher hash={charge.hash} state={state} />
      {state !== 'open' && <StateNotice state={state} payee={payee} paidAt={paidAt && instant(paidAt)} due={due} />}
      {state === 'paid' ? (
        <Receipt
          total={format.money(charge.paidAmount ?? total)}
          payee={payee}
          paidAt={paidAt && instant(paidAt)}
          method={method}
          invoice={charge.invoice}
          chargeId={charge.id}
          hash={charge.hash}
        />
      ) : state !== 'open' ? null : charge.paymentMethod === 'pix' && charge.pix ? (
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
          <p className="text-sm font-semibold text-amber-900">{t('sandbox.title')}</p>
          <p className="mt-1 text-sm text-amber-900">{t('sandbox.body')}</p>
          <Button type="submit" data-testid="simulate-payment" aria-label={t('sandbox.label')} className="mt-3">
            {t('sandbox.button')}
          </Button>
        </form>
      )}
    </div>
  );
}
