import { PayinStatusBadge } from '@/components/status-badge';
import { StatusTimeline as Timeline } from '@/components/status-timeline';
import { PAYIN_STATUS } from '@/lib/payin/rules';
import type { PayinChargeRecord } from '@/lib/payin/schemas';

/** Every status the charge has had, oldest first, with its substatus and a pending drop's next step. */
export function StatusTimeline({ charge }: { charge: PayinChargeRecord }) {
  return (
    <Timeline
      history={charge.status_history}
      badge={(status) => <PayinStatusBadge status={status} />}
      lastNote={charge.substatus?.name}
      next={
        charge.status.id === PAYIN_STATUS.dropRequested &&
        'Next: Canceled, when the processor confirms the drop (at least a day after the request).'
      }
    />
  );
}
