'use client';

import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { CreatedRangeFilter, Pagination, StatusFilter, TextFilter } from '@/components/list/list-controls';
import { useListUrl } from '@/components/list/use-list-url';
import { DeliveryStatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TableHeader, TableMessage } from '@/components/ui/table';
import { apiFetch } from '@/lib/api-client';
import { DELIVERY_STATUSES } from '@/lib/webhooks/rules';
import type { DeliveryPage } from '@/lib/webhooks/schemas';
import { DeliveryDrawer } from './delivery-drawer';

const EVENT_KINDS = ['test', 'payin.status_changed', 'payout.status_changed', 'data_qualification.status_changed', 'onboarding'];
/** The log's filters in the page's URL, named as GET /v2/webhooks/deliveries names them. */
const FILTERS = ['event_kind', 'status', 'resource_id', 'created_from', 'created_to'] as const;
const PER_PAGE = 20;

function queryString(params: URLSearchParams, page: number): string {
  const query = new URLSearchParams({ page: String(page), per_page: String(PER_PAGE) });
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  return query.toString();
}

/** One page of deliveries for a query string; also used for one charge's callbacks on its payin page. */
export function useDeliveries(search: string) {
  return useQuery({
    queryKey: ['webhook-deliveries', search],
    queryFn: () => apiFetch<DeliveryPage>(`/v2/webhooks/deliveries?${search}`),
    placeholderData: keepPreviousData,
    // While something is still being delivered, keep the log current.
    refetchInterval: (query) => (query.state.data?.data.some((delivery) => delivery.status === 'pending') ? 2_000 : false),
  });
}

/**
 * The deliveries table; a row opens its attempts in the drawer. The open delivery is the table's own state unless
 * `open` hands it over (the Webhooks page keeps it in its URL, so a delivery can be linked to).
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
  const [ownOpenId, setOwnOpenId] = useState<number | null>(null);
  const openId = open ? open.id : ownOpenId;
  const setOpenId = open ? open.set : setOwnOpenId;
  return (
    <>
      <table className="w-full text-left text-sm">
        <TableHeader columns={['Created', 'Event', 'Endpoint', 'Status', 'Attempts', 'Last answer']} />
        <tbody className="divide-y divide-slate-100">
          {deliveries.isPending && <TableMessage colSpan={6}>Loading deliveries…</TableMessage>}
          {deliveries.error && (
            <TableMessage colSpan={6} tone="error">
              {deliveries.error.message}
            </TableMessage>
          )}
          {deliveries.data?.data.length === 0 && <TableMessage colSpan={6}>{emptyMessage}</TableMessage>}
          {deliveries.data?.data.map((delivery) => (
            <tr
              key={delivery.id}
              data-testid="delivery-row"
              className="cursor-pointer hover:bg-slate-50"
              onClick={() => setOpenId(delivery.id)}
            >
              <td className="px-5 py-3 text-slate-600">{new Date(delivery.created_at).toLocaleString()}</td>
              <td className="px-5 py-3 font-mono text-xs">{delivery.event_kind}</td>
              <td className="max-w-72 truncate px-5 py-3 text-slate-600" title={delivery.url}>{delivery.url}</td>
              <td className="px-5 py-3"><DeliveryStatusBadge status={delivery.status} /></td>
              <td className="px-5 py-3 text-slate-600">{delivery.attempt_count}</td>
              <td className="px-5 py-3 text-slate-600">{delivery.last_status_code ?? delivery.last_error ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {openId !== null && <DeliveryDrawer id={openId} canWrite={canWrite} onClose={() => setOpenId(null)} />}
    </>
  );
}

/** The organization's deliveries: filters, page and the open delivery (`delivery=<id>`) in the URL, so a view can be shared. */
export function DeliveryLog({ canWrite }: { canWrite: boolean }) {
  // Deliveries belong to the organization, not to the account selected in the sidebar.
  const { params, page, update } = useListUrl(null, { byAccount: false });
  const deliveries = useDeliveries(queryString(params, page));
  const url = { params, update };
  const filtered = FILTERS.some((name) => params.get(name));
  const openId = Number(params.get('delivery')) || null;

  return (
    <Card>
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-5 py-4">
        <StatusFilter {...url} name="event_kind" label="Event" anyLabel="All events" statuses={EVENT_KINDS.map((kind) => ({ id: kind, name: kind }))} className="w-56" />
        <StatusFilter {...url} name="status" statuses={DELIVERY_STATUSES.map((status) => ({ id: status, name: status }))} className="w-36" />
        <TextFilter {...url} name="resource_id" label="Resource id" className="w-44" />
        <CreatedRangeFilter {...url} from="created_from" to="created_to" />
        {filtered && (
          <Button variant="ghost" className="ml-auto" onClick={() => update(Object.fromEntries(FILTERS.map((name) => [name, null])))}>
            Clear filters
          </Button>
        )}
      </div>
      <DeliveryTable
        deliveries={deliveries}
        canWrite={canWrite}
        emptyMessage={filtered ? 'No deliveries match these filters.' : 'No deliveries yet.'}
        open={{ id: openId, set: (id) => update({ delivery: id === null ? null : String(id), page: params.get('page') }) }}
      />
      {deliveries.data && !deliveries.error && <Pagination meta={deliveries.data.meta} page={page} update={update} noun={['delivery', 'deliveries']} />}
    </Card>
  );
}
