import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useFormats } from '@/components/i18n/use-formats';
import { PayinStatusBadge, RefundStatusBadge, useStatusName } from '@/components/status-badge';
import { StatusTimeline as Timeline } from '@/components/status-timeline';
import { PAYIN_STATUS } from '@/lib/payin/rules';
import type { PayinChargeRecord } from '@/lib/payin/schemas';
import { refundStatusObject, REFUND_STATUS } from '@/lib/refunds/rules';
import { useSubstatusName } from './substatus';

type Entry = { status: { id: string; name: string; badge: ReactNode }; updated_at: string };
type Name = (status: { id: number; name: string }) => string;

/**
 * The charge's statuses and its refunds' (each when asked for, and its current status since), in time order, each
 * named in the reader's language. A refund's intermediate statuses are on its own record; the charge lists each
 * refund's latest.
 */
function entriesOf(
  charge: PayinChargeRecord,
  names: { payin: Name; refund: Name },
  money: (cents: number) => string,
): Entry[] {
  const statuses = charge.status_history.map((change, index) => ({
    status: {
      id: `charge-${index}`,
      name: names.payin(change.status),
      badge: <PayinStatusBadge status={change.status} />,
    },
    updated_at: change.updated_at,
  }));
  const refunds = charge.refunds.flatMap((refund) => {
    const label = (status: { id: number; name: string }) => ({
      id: `refund-${refund.id}-${status.id}`,
      name: names.refund(status),
      badge: (
        <span className="flex flex-wrap items-center gap-2" data-testid="timeline-refund">
          <RefundStatusBadge event status={status} />
          <span className="text-sm font-medium">{money(refund.amount)}</span>
        </span>
      ),
    });
    const requested = {
      status: label(refundStatusObject(REFUND_STATUS.requested)),
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
  const t = useTranslations('payins.detail');
  const format = useFormats();
  const names = { payin: useStatusName('payin'), refund: useStatusName('refundEvent') };
  const substatusName = useSubstatusName();
  return (
    <Timeline
      history={entriesOf(charge, names, format.money)}
      badge={(status) => status.badge}
      lastNote={charge.substatus && substatusName(charge.substatus)}
      next={charge.status.id === PAYIN_STATUS.dropRequested && t('nextAfterDrop')}
    />
  );
}
