'use client';

import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useEffect, useRef } from 'react';
import { Card, CardHeader } from '@/components/ui/card';
import { DeliveryTable, useDeliveries } from './delivery-table';

/**
 * The callbacks of one payin or payout: its `eventKind` deliveries (the event filter keeps out other resources with
 * the same id), refreshed whenever the resource's `updatedAt` moves, since a status change writes its callback in
 * the same transaction.
 */
export function ResourceDeliveries({
  resourceId,
  eventKind,
  updatedAt,
  notificationUrl,
  noun,
  canWrite,
  testId,
}: {
  resourceId: number;
  eventKind: string;
  updatedAt: string;
  notificationUrl: string | null;
  noun: string;
  canWrite: boolean;
  testId: string;
}) {
  const queryClient = useQueryClient();
  const search = `resource_id=${resourceId}&event_kind=${eventKind}&per_page=50`;
  const deliveries = useDeliveries(search);
  const shownVersion = useRef(updatedAt);
  useEffect(() => {
    if (shownVersion.current === updatedAt) return;
    shownVersion.current = updatedAt;
    // Fire and forget: the refetch it starts reports its own outcome through the query's state.
    void queryClient.invalidateQueries({ queryKey: queryKeys.webhookDeliveries.list(search) });
  }, [updatedAt, queryClient, search]);
  return (
    <Card data-testid={testId}>
      <CardHeader
        title="Callbacks"
        description={notificationUrl ? `Sent to ${notificationUrl} on every status change.` : undefined}
      />
      <DeliveryTable
        deliveries={deliveries}
        canWrite={canWrite}
        emptyMessage={
          notificationUrl
            ? 'No callbacks yet: one is sent on each status change after creation.'
            : `This ${noun} has no notification_url, so no callbacks are sent.`
        }
      />
    </Card>
  );
}
