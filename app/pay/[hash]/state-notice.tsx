import { formatInstant } from './formats';
import type { PageState } from './page-state';

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
