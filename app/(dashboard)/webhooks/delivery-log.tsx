'use client';

import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { DeliveryStatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Label, Select } from '@/components/ui/input';
import { TableHeader, TableMessage } from '@/components/ui/table';
import { apiFetch } from '@/lib/api-client';
import type { DeliveryPage } from '@/lib/webhooks/schemas';
import { DeliveryDrawer } from './delivery-drawer';

const EVENT_KINDS = ['test', 'payin.status_changed', 'payout.status_changed', 'data_qualification.status_changed', 'onboarding'];
const EMPTY_FILTERS = { event_kind: '', status: '', resource_id: '', created_from: '', created_to: '' };
type Filters = typeof EMPTY_FILTERS;

function queryString(filters: Filters, page: number): string {
  const params = new URLSearchParams({ page: String(page), per_page: '20' });
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return params.toString();
}

/** One page of deliveries for a query string; also used for one charge's callbacks on its payin page. */
export function useDeliveries(search: string) {
  return useQuery({
    queryKey: ['webhook-deliveries', search],
    queryFn: () => apiFetch<DeliveryPage>(`/v2/webhooks/deliveries?${search}`),
    // While something is still being delivered, keep the log current.
    refetchInterval: (query) => (query.state.data?.data.some((delivery) => delivery.status === 'pending') ? 2_000 : false),
  });
}

/** The deliveries table; a row opens its attempts in the drawer. */
export function DeliveryTable({ deliveries, canWrite, emptyMessage }: { deliveries: UseQueryResult<DeliveryPage>; canWrite: boolean; emptyMessage: string }) {
  const [openId, setOpenId] = useState<number | null>(null);
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

export function DeliveryLog({ canWrite }: { canWrite: boolean }) {
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(queryString(filters, page));
  const setFilter = (name: keyof Filters) => (event: { target: { value: string } }) => {
    setFilters((current) => ({ ...current, [name]: event.target.value }));
    setPage(1);
  };

  return (
    <Card>
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-5 py-4">
        <div className="w-56">
          <Label htmlFor="filter-event">Event</Label>
          <Select id="filter-event" value={filters.event_kind} onChange={setFilter('event_kind')}>
            <option value="">All events</option>
            {EVENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>{kind}</option>
            ))}
          </Select>
        </div>
        <div className="w-36">
          <Label htmlFor="filter-status">Status</Label>
          <Select id="filter-status" value={filters.status} onChange={setFilter('status')}>
            <option value="">Any status</option>
            <option value="pending">pending</option>
            <option value="delivered">delivered</option>
            <option value="failed">failed</option>
          </Select>
        </div>
        <div className="w-44">
          <Label htmlFor="filter-resource">Resource id</Label>
          <Input id="filter-resource" value={filters.resource_id} onChange={setFilter('resource_id')} />
        </div>
        <div className="w-40">
          <Label htmlFor="filter-from">From</Label>
          <Input id="filter-from" type="date" value={filters.created_from} onChange={setFilter('created_from')} />
        </div>
        <div className="w-40">
          <Label htmlFor="filter-to">To</Label>
          <Input id="filter-to" type="date" value={filters.created_to} onChange={setFilter('created_to')} />
        </div>
      </div>
      <DeliveryTable deliveries={deliveries} canWrite={canWrite} emptyMessage="No deliveries match these filters." />
      {deliveries.data && (
        <div className="flex items-center justify-between border-t border-slate-200 px-5 py-3 text-sm text-slate-600">
          <span>
            Page {deliveries.data.meta.current_page} of {deliveries.data.meta.last_page} · {deliveries.data.meta.total} deliveries
          </span>
          <span className="flex gap-2">
            <Button variant="secondary" disabled={!deliveries.data.links.prev} onClick={() => setPage((current) => current - 1)}>Previous</Button>
            <Button variant="secondary" disabled={!deliveries.data.links.next} onClick={() => setPage((current) => current + 1)}>Next</Button>
          </span>
        </div>
      )}
    </Card>
  );
}
