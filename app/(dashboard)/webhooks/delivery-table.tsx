'use client';

import { useFormats } from '@/components/i18n/use-formats';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { queryKeys } from '@/lib/query-keys';
import { lazy, Suspense, useState } from 'react';
import { DeliveryStatusBadge } from '@/components/delivery-status-badge';
import { TableHeader, TableStates } from '@/components/ui/table';
import { apiFetch } from '@/lib/api-client';
import type { DeliveryPage } from '@/lib/webhooks/schemas';
import { ScrollRegion } from '@/components/ui/scroll-region';

// The table lives apart from the Webhooks log (delivery-log.tsx), so payment and onboarding pages showing their own
// deliveries do not carry the log's filters. The drawer opens on a click (or a shared link): its code is fetched then.
const DeliveryDrawer = lazy(() => import('./delivery-drawer').then((module) => ({ default: module.DeliveryDrawer })));

/** One page of deliveries for a query string; also used for one charge's callbacks on its payin page. */
export function useDeliveries(search: string) {
  return useQuery({
    queryKey: queryKeys.webhookDeliveries.list(search),
    queryFn: () => apiFetch<DeliveryPage>(`/v2/webhooks/deliveries?${search}`),
    placeholderData: keepPreviousData,
    // While something is still being delivered, keep the log current.
    refetchInterval: (query) =>
      query.state.data?.data.some((delivery) => delivery.status === 'pending') ? 2_000 : false,
  });
}

/** An event kind in words (`payin.status_changed` is "Charge status changed"); a kind the catalogue lacks, as it is. */
export function useEventName(): (eventKind: string) => string {
  const t = useTranslations('webhooks.eventKind');
  return (eventKind) => {
    const key = eventKind.split('.')[0] as 'test';
    return t.has(key) ? t(key) : eventKind;
  };
}

const COLUMNS = ['created', 'event', 'endpoint', 'status', 'attempts', 'lastAnswer'] as const;

/**
 * The deliveries table; a row opens its attempts in the drawer, with a click anywhere on it or, from the keyboard, with
 * the button that names its event; that button takes focus either way and has it back when the drawer closes. The open
 * delivery is the table's own state unless `open` hands it over (the Webhooks page keeps it in its URL, so a delivery
 * can be linked to).
 */
export function DeliveryTable({
  deliveries,
  canWrite,
  emptyMessage,
  open,
}: {
  deliveries: UseQueryResult<DeliveryPage>;
  canWrite: boolean;
  emptyMessage: string;
  open?: { id: number | null; set: (id: number | null) => void };
}) {
  const t = useTranslations('webhooks.table');
  const eventName = useEventName();
  const format = useFormats();
  const [ownOpenId, setOwnOpenId] = useState<number | null>(null);
  const openId = open ? open.id : ownOpenId;
  const setOpenId = open ? open.set : setOwnOpenId;
  return (
    <>
      <ScrollRegion label={t('label')}>
        <table className="w-full text-left text-sm">
          <TableHeader columns={COLUMNS.map((column) => t(`columns.${column}`))} />
          <tbody className="divide-y divide-slate-100">
            <TableStates query={deliveries} colSpan={COLUMNS.length} what={t('what')} empty={emptyMessage} />
            {deliveries.data?.data.map((delivery) => (
              <tr
                key={delivery.id}
                data-testid="delivery-row"
                className="cursor-pointer hover:bg-slate-50"
                // A click anywhere on the row (and Enter or Space on its button, which click it) opens the delivery
                // with focus on the row's button: the drawer gives focus back to what had it, so closing lands on
                // the row that opened it, not on the table's region around the cell that was clicked.
                onClick={(event) => {
                  event.currentTarget.querySelector('button')?.focus();
                  setOpenId(delivery.id);
                }}
              >
                <td className="px-5 py-3 text-slate-600">{format.dateTime(delivery.created_at)}</td>
                <td className="px-5 py-3">
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    className="text-left font-medium text-brand-700 underline"
                  >
                    {eventName(delivery.event_kind)}
                  </button>
                </td>
                {/* The endpoint and its answer are data: translate="no" tells browsers (and e2e's i18n.spec.ts) so. */}
                <td className="max-w-72 truncate px-5 py-3 text-slate-600" title={delivery.url} translate="no">
                  {delivery.url}
                </td>
                <td className="px-5 py-3">
                  <DeliveryStatusBadge status={delivery.status} />
                </td>
                <td className="px-5 py-3 text-slate-600">{format.count(delivery.attempt_count)}</td>
                <td className="px-5 py-3 text-slate-600" translate="no">
                  {delivery.last_status_code ?? delivery.last_error ?? '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {openId !== null && (
        <Suspense>
          <DeliveryDrawer id={openId} canWrite={canWrite} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </>
  );
}
