'use client';

import { useTranslations } from 'next-intl';
import { CreatedRangeFilter, Pagination, StatusFilter, TextFilter } from '@/components/list/list-controls';
import { useListUrl } from '@/components/list/use-list-url';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DELIVERY_STATUSES } from '@/lib/webhooks/rules';
import { DeliveryTable, useDeliveries, useEventName } from './delivery-table';

const EVENT_KINDS = [
  'test',
  'payin.status_changed',
  'refund.status_changed',
  'payout.status_changed',
  'data_qualification.status_changed',
  'onboarding',
];
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

/** The organization's deliveries: filters, page and the open delivery (`delivery=<id>`) in the URL, so a view can be shared. */
export function DeliveryLog({ canWrite }: { canWrite: boolean }) {
  const t = useTranslations('webhooks.log');
  const statusName = useTranslations('status.delivery');
  const eventName = useEventName();
  // Deliveries belong to the organization, not to the account selected in the sidebar.
  const { params, page, update } = useListUrl(null, { byAccount: false });
  const deliveries = useDeliveries(queryString(params, page));
  const url = { params, update };
  const filtered = FILTERS.some((name) => params.get(name));
  const openId = Number(params.get('delivery')) || null;

  return (
    <Card>
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-5 py-4">
        <StatusFilter
          {...url}
          name="event_kind"
          label={t('event')}
          anyLabel={t('allEvents')}
          statuses={EVENT_KINDS.map((kind) => ({ id: kind, name: eventName(kind) }))}
          className="w-56"
        />
        <StatusFilter
          {...url}
          name="status"
          label={t('status')}
          anyLabel={t('anyStatus')}
          statuses={DELIVERY_STATUSES.map((status) => ({ id: status, name: statusName(status) }))}
          className="min-w-44"
        />
        <TextFilter {...url} name="resource_id" label={t('resourceId')} className="w-44" />
        <CreatedRangeFilter {...url} from="created_from" to="created_to" />
        {filtered && (
          <Button
            variant="ghost"
            className="ml-auto"
            onClick={() => update(Object.fromEntries(FILTERS.map((name) => [name, null])))}
          >
            {t('clearFilters')}
          </Button>
        )}
      </div>
      <DeliveryTable
        deliveries={deliveries}
        canWrite={canWrite}
        emptyMessage={t(filtered ? 'emptyFiltered' : 'empty')}
        open={{
          id: openId,
          set: (id) => update({ delivery: id === null ? null : String(id), page: params.get('page') }),
        }}
      />
      {deliveries.data && !deliveries.error && (
        <Pagination meta={deliveries.data.meta} page={page} update={update} noun={[t('nounOne'), t('nounOther')]} />
      )}
    </Card>
  );
}
