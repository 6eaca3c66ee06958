import { Badge } from '@/components/ui/badge';
import { PAYIN_STATUS } from '@/lib/payin/rules';

const tones = {
  delivered: 'success',
  pending: 'warning',
  failed: 'danger',
} as const;

export function DeliveryStatusBadge({ status }: { status: keyof typeof tones }) {
  return <Badge tone={tones[status]}>{status}</Badge>;
}

/** Open charges read as information, money received as success, a pending drop as a warning. */
const payinTones: Record<number, 'neutral' | 'success' | 'warning' | 'danger' | 'info'> = {
  [PAYIN_STATUS.created]: 'info',
  [PAYIN_STATUS.paid]: 'success',
  [PAYIN_STATUS.credited]: 'success',
  [PAYIN_STATUS.dropRequested]: 'warning',
  [PAYIN_STATUS.canceled]: 'neutral',
  [PAYIN_STATUS.rejected]: 'danger',
};

export function PayinStatusBadge({ status, ...props }: { status: { id: number; name: string }; 'data-testid'?: string }) {
  return (
    <Badge tone={payinTones[status.id] ?? 'neutral'} className="whitespace-nowrap" {...props}>
      {status.name}
    </Badge>
  );
}
