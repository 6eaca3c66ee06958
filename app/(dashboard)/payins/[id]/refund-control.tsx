'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { useFormats } from '@/components/i18n/use-formats';
import { Button } from '@/components/ui/button';
import { PAYIN_STATUS } from '@/lib/payin/rules';
import type { PayinChargeRecord } from '@/lib/payin/schemas';
import {
  REFUND_STATUS,
  REFUND_WINDOW_DAYS,
  refundEligibility,
  refundWindow,
  type RefundableCharge,
  type RefundAmount,
} from '@/lib/refunds/rules';
import type { RefundRecord } from '@/lib/refunds/schemas';
import { useNow } from './charge-actions';

// Fetched on the first click: the form (react-hook-form with it) is no part of what the charge's page shows first.
const RefundDialog = lazy(() => import('./refund-dialog').then((module) => ({ default: module.RefundDialog })));

/** The charge as the refund rules read it, from its published response (its Paid status's time is the payment's). */
export function refundableOf(charge: PayinChargeRecord): { charge: RefundableCharge; refunds: RefundAmount[] } {
  const paid = charge.status_history.find((change) => change.status.id === PAYIN_STATUS.paid);
  return {
    charge: {
      paymentMethod: charge.payment_method,
      statusId: charge.status.id,
      paidAmount: charge.paid_amount,
      paidAt: paid ? new Date(paid.updated_at) : null,
    },
    refunds: charge.refunds.map((refund) => ({ amount: refund.amount, statusId: refund.status.id })),
  };
}

/** Whether a refund of the charge may still change by itself (the processor has yet to pay or fail it). */
export const hasOpenRefund = (charge: PayinChargeRecord) =>
  charge.refunds.some(
    (refund) => refund.status.id === REFUND_STATUS.requested || refund.status.id === REFUND_STATUS.processing,
  );

/** What is left of the refund window: whole days, and the rest as a clock (`89 d 14:03:27`). */
function timeLeft(ms: number): { days: number; clock: string } {
  const seconds = Math.max(0, Math.floor(ms / 1_000));
  const clock = [Math.floor(seconds / 3_600) % 24, Math.floor(seconds / 60) % 60, seconds % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return { days: Math.floor(seconds / 86_400), clock };
}

/**
 * Refund: what remains refundable and the 90-day window's countdown (on this browser's clock; the API decides with
 * its own and explains a refusal), or why the charge cannot be refunded. Shown for paid charges, and for every boleto
 * to say why it cannot be.
 */
export function RefundControl({ charge }: { charge: PayinChargeRecord }) {
  const t = useTranslations('payins.refund');
  const format = useFormats();
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const [requested, setRequested] = useState<RefundRecord | null>(null);
  const isPaid = charge.status.id === PAYIN_STATUS.paid || charge.status.id === PAYIN_STATUS.credited;
  const now = useNow(isPaid && charge.payment_method === 'pix');
  if (!isPaid && charge.payment_method !== 'boleto') return null;
  const { charge: refundable, refunds } = refundableOf(charge);
  const verdict = refundEligibility(refundable, refunds, now);
  const windowDays = format.count(REFUND_WINDOW_DAYS);
  const countdown = (endsAt: Date) => {
    const { days, clock } = timeLeft(endsAt.getTime() - now.getTime());
    return t('timeLeft', { days: format.count(days), clock });
  };

  return (
    <div className="space-y-2" data-testid="refund-control">
      <Button
        variant="secondary"
        data-testid="refund-charge"
        disabled={!verdict.eligible}
        onClick={() => {
          setRequested(null);
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
      >
        {t('button')}
      </Button>
      {verdict.eligible ? (
        <p className="text-sm text-slate-600" data-testid="refund-window">
          {t.rich('window', {
            amount: format.money(verdict.remainder),
            countdown: countdown(verdict.endsAt),
            days: windowDays,
            lastDay: format.day(verdict.lastDay),
            remainder: (chunks) => (
              <span className="font-medium" data-testid="refund-remainder">
                {chunks}
              </span>
            ),
            timer: (chunks) => (
              <span className="font-mono font-medium tabular-nums" data-testid="refund-countdown">
                {chunks}
              </span>
            ),
          })}
        </p>
      ) : (
        <p className="text-sm text-slate-600" data-testid="refund-unavailable">
          {verdict.refusal.reason === 'period_ended'
            ? // The window can only have ended for a paid charge, so paidAt is known.
              t('refused.period_ended', {
                lastDay: format.day(refundWindow(refundable.paidAt!).lastDay),
                days: windowDays,
              })
            : t(`refused.${verdict.refusal.reason}`)}
        </p>
      )}
      {requested && (
        <p className="text-sm text-emerald-700" role="status">
          {t('requested', { id: requested.id, amount: format.money(requested.amount) })}
        </p>
      )}
      {verdict.eligible && openings > 0 && (
        <Suspense>
          <RefundDialog
            key={openings}
            open={open}
            charge={charge}
            remainder={verdict.remainder}
            onClose={() => setOpen(false)}
            onRequested={(refund) => {
              setRequested(refund);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
