import type { ReactNode } from 'react';
import { PayinStatusBadge, RefundStatusBadge } from '@/components/status-badge';
import { StatusTimeline as Timeline } from '@/components/status-timeline';
import { formatBrl } from '@/lib/money';
import { PAYIN_STATUS } from '@/lib/payin/rules';
import type { PayinChargeRecord } from '@/lib/payin/schemas';
import { REFUND_STATUS } from '@/lib/refunds/rules';

type Entry = { status: { id: string; name: string; badge: ReactNode }; updated_at: string };

/**
 * The charge's statuses and its refunds' (each when asked for, and its current status since), in time order. A
 * refund's intermediate statuses are on its own record; the charge lists each refund's latest.
 */
function entriesOf(charge: PayinChargeRecord): Entry[] {
  const statuses = charge.status_history.map((change, index) => ({
    status: { id: `charge-${index}`, name: change.status.name, badge: <PayinStatusBadge status={change.status} /> },
    updated_at: change.updated_at,
  }));
  const refunds = charge.refunds.flatMap((refund) => {
    const label = (status: { id: number; name: string }) => ({
      id: `refund-${refund.id}-${status.id}`,
      name: `Refund ${status.name}`,
      badge: (
        <span className="flex flex-wrap items-center gap-2" data-testid="timeline-refund">
          <RefundStatusBadge event status={{ id: status.id, name: `Refund ${status.name.toLowerCase()}` }} />
          <span className="text-sm font-medium">{formatBrl(refund.amount)}</span>
        </span>
      ),
    });
    const requested = {
      status: label({ id: REFUND_STATUS.requested, name: 'Requested' }),
      updated_at: refund.created_at,
    };
    return refund.status.id === REFUND_STATUS.requested
      ? [requested]
      : [requested, { status: label(refund.status), updated_at: refund.updated_at }];
  });
  // The timestamps share one format (UTC, microseconds), so they sort as text.
  return [...statuses, ...refunds].sort((a, b) => a.updated_at.localeCompare(b.updated_at));
}

/** Every status the charge has had, oldest first, with its refunds, its substatus and a pending drop's next step. */
export function StatusTimeline({ charge }: { charge: PayinChargeRecord }) {
  return (
    <Timeline
      history={entriesOf(charge)}
      badge={(status) => status.badge}
      lastNote={charge.substatus?.name}
      next={
        charge.status.id === PAYIN_STATUS.dropRequested &&
        'Next: Canceled, when the processor confirms the drop (at least a day after the request).'
      }
    />
  );
}
