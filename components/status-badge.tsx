import { Badge } from '@/components/ui/badge';

const tones = {
  delivered: 'success',
  pending: 'warning',
  failed: 'danger',
} as const;

export function DeliveryStatusBadge({ status }: { status: keyof typeof tones }) {
  return <Badge tone={tones[status]}>{status}</Badge>;
}
