'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { queryKeys } from '@/lib/query-keys';
import { useEffect, useRef } from 'react';
import { Card, CardHeader } from '@/components/ui/card';
import { DeliveryTable, useDeliveries } from './delivery-table';

/**
 * The callbacks of one payin or payout: its `eventKind` deliveries (the event filter keeps out other resources with
 * the same id), refreshed whenever the resource's `updatedAt` moves, since a status change writes its callback in
 * the same transaction. `noun` names the resource in the reader's language (`webhooks.callbacks.noUrl`).
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
  noun: 'charge' | 'payout' | 'record';
  canWrite: boolean;
  testId: string;
}) {
  const t = useTranslations('webhooks.callbacks');
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
        title={t('title')}
        description={notificationUrl ? t('sentTo', { url: notificationUrl }) : undefined}
      />
      <DeliveryTable
        deliveries={deliveries}
        canWrite={canWrite}
        emptyMessage={notificationUrl ? t('empty') : t('noUrl', { noun })}
      />
    </Card>
  );
}
