import type { PayinCharge } from '@/db/schema';
import { PAYIN_STATUS } from '@/lib/payin/rules';
import { formatInstant } from './fields';

export type PageState = 'open' | 'paid' | 'canceled' | 'expired' | 'rejected' | 'dropRequested';

export const STATE_BADGES: Record<
  PageState,
  { label: string; tone: 'info' | 'success' | 'danger' | 'warning' | 'neutral' }
> = {
  open: { label: 'Awaiting payment', tone: 'info' },
  paid: { label: 'Paid', tone: 'success' },
  canceled: { label: 'Canceled', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'warning' },
  rejected: { label: 'Rejected', tone: 'danger' },
  dropRequested: { label: 'Withdrawn', tone: 'neutral' },
};

/** What the buyer needs to know. A Created charge past its expiry (before the expiry job runs) is already unpayable. */
export function pageState(charge: PayinCharge, now: Date): PageState {
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

export function StateNotice({
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
