import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { OnboardingStatus } from '@/lib/onboarding/rules';
import { PAYIN_STATUS } from '@/lib/payin/rules';
import { PAYOUT_STATUS } from '@/lib/payout/rules';
import { REFUND_STATUS } from '@/lib/refunds/rules';

type Tone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';
type StatusBadgeProps = { status: { id: number; name: string }; 'data-testid'?: string };
type StatusKind = 'payin' | 'payout' | 'refund' | 'refundEvent';

/** Names a `{id, name}` status in the reader's language (`status.<kind>.<id>`; the API's own name when the catalogue has none). */
export function useStatusName(kind?: StatusKind): (status: { id: number; name: string }) => string {
  const t = useTranslations('status');
  return (status) => {
    const key = `${kind}.${status.id}` as 'payin.1';
    return kind && t.has(key) ? t(key) : status.name;
  };
}

/** A `{id, name}` status as a badge, toned by its id and named in the reader's language (useStatusName). */
function StatusBadge({
  status,
  tones,
  kind,
  ...props
}: StatusBadgeProps & { tones: Record<number, Tone>; kind?: StatusKind }) {
  const name = useStatusName(kind);
  return (
    <Badge tone={tones[status.id] ?? 'neutral'} className="whitespace-nowrap" {...props}>
      {name(status)}
    </Badge>
  );
}

/** Open charges read as information, money received as success, a pending drop as a warning. */
const payinTones: Record<number, Tone> = {
  [PAYIN_STATUS.created]: 'info',
  [PAYIN_STATUS.paid]: 'success',
  [PAYIN_STATUS.credited]: 'success',
  [PAYIN_STATUS.dropRequested]: 'warning',
  [PAYIN_STATUS.canceled]: 'neutral',
  [PAYIN_STATUS.rejected]: 'danger',
};

export function PayinStatusBadge(props: StatusBadgeProps) {
  return <StatusBadge tones={payinTones} kind="payin" {...props} />;
}

/** Payouts on their way read as information, money sent as success, a refusal or failure as danger. */
const payoutTones: Record<number, Tone> = {
  [PAYOUT_STATUS.awaiting]: 'info',
  [PAYOUT_STATUS.processing]: 'warning',
  [PAYOUT_STATUS.paid]: 'success',
  [PAYOUT_STATUS.failed]: 'danger',
  [PAYOUT_STATUS.rejected]: 'danger',
  [PAYOUT_STATUS.canceled]: 'neutral',
};

export function PayoutStatusBadge(props: StatusBadgeProps) {
  return <StatusBadge tones={payoutTones} kind="payout" {...props} />;
}

/** Refunds on their way read as information, money returned as success, a failure as danger. */
const refundTones: Record<number, Tone> = {
  [REFUND_STATUS.requested]: 'info',
  [REFUND_STATUS.processing]: 'warning',
  [REFUND_STATUS.paid]: 'success',
  [REFUND_STATUS.failed]: 'danger',
};

/** `event`: named as a charge's timeline tells it ("Refund requested"), not as the refund's own status. */
export function RefundStatusBadge({ event = false, ...props }: StatusBadgeProps & { event?: boolean }) {
  return <StatusBadge tones={refundTones} kind={event ? 'refundEvent' : 'refund'} {...props} />;
}

/** Data qualification: on its way as information, waiting for a person as a warning, the outcome as success or danger. */
const dataQualificationTones: Record<number, Tone> = {
  1: 'info',
  999: 'info',
  9: 'warning',
  5: 'success',
  6: 'danger',
  7: 'neutral',
};

export function DataQualificationStatusBadge(props: StatusBadgeProps) {
  return <StatusBadge tones={dataQualificationTones} {...props} />;
}

/** Onboarding: waiting on Payrail as information or a warning, an open account as success, the ends as neutral. */
const onboardingTones: Record<OnboardingStatus, Tone> = {
  pending: 'info',
  due_diligence_review: 'warning',
  active: 'success',
  inactive: 'neutral',
  canceled: 'danger',
  closed: 'neutral',
};

export function OnboardingStatusBadge({ status, ...props }: { status: OnboardingStatus; 'data-testid'?: string }) {
  const t = useTranslations('status.onboarding');
  return (
    <Badge tone={onboardingTones[status] ?? 'neutral'} className="whitespace-nowrap" data-status={status} {...props}>
      {t.has(status) ? t(status) : status}
    </Badge>
  );
}
