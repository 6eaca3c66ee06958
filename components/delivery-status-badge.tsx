import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';

const tones = {
  delivered: 'success',
  pending: 'warning',
  failed: 'danger',
} as const;

/**
 * A webhook delivery's status. Apart from components/status-badge.tsx, whose charge, payout and refund badges import
 * those domains' rules: the webhooks page, which shows only this one, would load them all.
 */
export function DeliveryStatusBadge({ status }: { status: keyof typeof tones }) {
  const t = useTranslations('status.delivery');
  return <Badge tone={tones[status]}>{t(status)}</Badge>;
}
