'use client';

import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatBrl } from '@/lib/money';
import { PAYIN_STATUS } from '@/lib/payin/rules';
import type { PayinChargeRecord } from '@/lib/payin/schemas';
import { REFUND_STATUS, refundEligibility, type RefundableCharge, type RefundAmount } from '@/lib/refunds/rules';
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

/** "89 d 14:03:27": what is left of the refund window. */
function timeLeft(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1_000));
  const clock = [Math.floor(seconds / 3_600) % 24, Math.floor(seconds / 60) % 60, seconds % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return `${Math.floor(seconds / 86_400)} d ${clock}`;
}

/**
 * Refund: what remains refundable and the 90-day window's countdown (on this browser's clock; the API decides with
 * its own and explains a refusal), or why the charge cannot be refunded. Shown for paid charges, and for every boleto
 * to say why it cannot be.
 */
export function RefundControl({ charge }: { charge: PayinChargeRecord }) {
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const [requested, setRequested] = useState<RefundRecord | null>(null);
  const isPaid = charge.status.id === PAYIN_STATUS.paid || charge.status.id === PAYIN_STATUS.credited;
  const now = useNow(isPaid && charge.payment_method === 'pix');
  if (!isPaid && charge.payment_method !== 'boleto') return null;
  const { charge: refundable, refunds } = refundableOf(charge);
  const verdict = refundEligibility(refundable, refunds, now);

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
        Refund
      </Button>
      {verdict.eligible ? (
        <p className="text-sm text-slate-600" data-testid="refund-window">
          <span className="font-medium" data-testid="refund-remainder">
            {formatBrl(verdict.remainder)}
          </span>{' '}
          can be refunded for{' '}
          <span className="font-mono font-medium tabular-nums" data-testid="refund-countdown">
            {timeLeft(verdict.endsAt.getTime() - now.getTime())}
          </span>{' '}
          more: Pix refunds close 90 days after payment, at the end of {verdict.lastDay} (São Paulo).
        </p>
      ) : (
        <p className="text-sm text-slate-600" data-testid="refund-unavailable">
          {verdict.refusal.message}
        </p>
      )}
      {requested && (
        <p className="text-sm text-emerald-700" role="status">
          Refund #{requested.id} of {formatBrl(requested.amount)} requested; it is held from the available balance until
          the payer receives it.
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
