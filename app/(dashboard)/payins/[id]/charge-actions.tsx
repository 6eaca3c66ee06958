'use client';

import { useFormats } from '@/components/i18n/use-formats';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { queryKeys } from '@/lib/query-keys';
import { useEffect, useState } from 'react';
import { SandboxProcessorControls, type Simulation } from '@/components/detail/sandbox-processor-controls';
import { useSaidInWords } from '@/components/i18n/form-messages';
import { useStatusName } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api-client';
import { CANCEL_AFTER_MS, cancelEligibility, PAYIN_STATUS, statusObject } from '@/lib/payin/rules';
import type { CancelPayinResponse, PayinChargeRecord, SimulateAction } from '@/lib/payin/schemas';

/** After a change (a cancellation, a processor event, a refund), the charge, the list and the charge's callbacks are out of date. */
const chargeQueries = (id: number) => [
  queryKeys.payins.record(id),
  queryKeys.payins.all,
  queryKeys.webhookDeliveries.all,
];

export function useRefreshCharge(id: number) {
  const queryClient = useQueryClient();
  return () => Promise.all(chargeQueries(id).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The current time, ticking every second while `active`. */
export function useNow(active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(new Date()), 1_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function countdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1_000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Cancel, disabled with a live countdown until the cancellation waiting time (pix 5 minutes, boleto 30) has passed. The countdown runs on this
 * browser's clock; the API decides against the database clock and explains any refusal, which is shown.
 */
export function CancelControl({ charge }: { charge: PayinChargeRecord }) {
  const t = useTranslations('payins.cancel');
  const method = useTranslations('payins.method');
  const statusName = useStatusName('payin');
  const inWords = useSaidInWords();
  const format = useFormats();
  const refresh = useRefreshCharge(charge.id);
  const [confirming, setConfirming] = useState(false);
  const isCreated = charge.status.id === PAYIN_STATUS.created;
  const now = useNow(isCreated);
  const verdict = cancelEligibility(
    { paymentMethod: charge.payment_method, statusId: charge.status.id, createdAt: new Date(charge.created_at) },
    now,
  );
  const cancel = useMutation({
    mutationFn: () =>
      apiFetch<CancelPayinResponse>(`/v1/payin/payments/${charge.id}/request-cancel`, {
        method: 'DELETE',
        json: { cashInId: String(charge.id) },
      }),
    onSettled: () => setConfirming(false),
    onSuccess: refresh,
  });

  return (
    <div className="space-y-2">
      {confirming ? (
        <div
          role="alertdialog"
          aria-label={t('confirmLabel')}
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm"
        >
          <p className="font-medium text-red-800">{t('question', { id: charge.id })}</p>
          <p className="mt-1 text-red-700">{t(`effect.${charge.payment_method}`)}</p>
          <div className="mt-3 flex gap-2">
            <Button variant="danger" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              {cancel.isPending ? t('canceling') : t('confirm')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
              {t('keep')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="danger"
          data-testid="cancel-charge"
          disabled={!verdict.eligible}
          onClick={() => setConfirming(true)}
        >
          {t('button')}
        </Button>
      )}
      {!verdict.eligible && verdict.eligibleAt && (
        <p className="text-sm text-slate-600" data-testid="cancel-countdown">
          {t.rich('countdown', {
            clock: countdown(verdict.eligibleAt.getTime() - now.getTime()),
            method: method(charge.payment_method),
            minutes: format.count(CANCEL_AFTER_MS[charge.payment_method] / 60_000),
            time: format.time(verdict.eligibleAt),
            timer: (chunks) => <span className="font-mono font-medium tabular-nums">{chunks}</span>,
          })}
        </p>
      )}
      {!verdict.eligible && !verdict.eligibleAt && (
        <p className="text-sm text-slate-600" data-testid="cancel-reason">
          {t('onlyCreated', {
            created: statusName(statusObject(PAYIN_STATUS.created)),
            status: statusName(charge.status),
          })}
        </p>
      )}
      {cancel.isSuccess && (
        <p className="text-sm text-emerald-700" role="status">
          {t('submitted')}
        </p>
      )}
      {cancel.error && (
        <p className="text-sm text-red-600" role="alert">
          {t('failed', { message: inWords(cancel.error.message) })}
        </p>
      )}
    </div>
  );
}

/** What the sandbox processor can do to a charge in each status (the service refuses the rest). */
const SIMULATIONS: Omit<Simulation<SimulateAction>, 'label'>[] = [
  { action: 'pay', from: PAYIN_STATUS.created },
  { action: 'reject', from: PAYIN_STATUS.created },
  { action: 'credit', from: PAYIN_STATUS.paid },
];

/** Sandbox only: plays the processor, as the payment page's "Simulate payment" does for buyers. */
export function SandboxControls({ charge }: { charge: PayinChargeRecord }) {
  const t = useTranslations('payins.simulate');
  return (
    <SandboxProcessorControls
      simulations={SIMULATIONS.map((simulation) => ({ ...simulation, label: t(simulation.action) }))}
      status={charge.status}
      noun="charge"
      simulatePath={`/v2/sandbox/payin/payments/${charge.id}/simulate`}
      recordKey={queryKeys.payins.record(charge.id)}
      staleKeys={chargeQueries(charge.id)}
    />
  );
}
