'use client';

import { useFormats } from '@/components/i18n/use-formats';
import { formatDocument } from '@/lib/validation/documents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import Link from 'next/link';
import { CreatedRangeFilter, Pagination, SortSelect, StatusFilter } from '@/components/list/list-controls';
import { PER_PAGE } from '@/components/list/list-query';
import { useListUrl } from '@/components/list/use-list-url';
import { ONBOARDING_STATUS_LABELS, OnboardingStatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TableHeader, TableStates } from '@/components/ui/table';
import { apiFetch } from '@/lib/api-client';
import { ONBOARDING_STATUSES } from '@/lib/onboarding/rules';
import type { AccountOpeningRequestPage } from '@/lib/onboarding/schemas';
import { ONBOARDING_SORT_OPTIONS, onboardingListQuery } from './list-query';
import { ScrollRegion } from '@/components/ui/scroll-region';

const COLUMNS = ['Company', 'CNPJ', 'Status', 'Account', 'Created · updated'];
const STATUSES = ONBOARDING_STATUSES.map((status) => ({ id: status, name: ONBOARDING_STATUS_LABELS[status] }));

/** The organization's account opening requests: status, created range, order and page in the URL; rows open the request. */
export function RequestList({ canWrite, accounts }: { canWrite: boolean; accounts: { id: number; name: string }[] }) {
  const format = useFormats();
  // Requests belong to the organization, not to the account selected in the sidebar.
  const { params, page, update, router } = useListUrl(null, { byAccount: false });
  const query = onboardingListQuery.apiQuery(params, null, { page, perPage: PER_PAGE });
  const requests = useQuery({
    queryKey: queryKeys.onboardingRequests.list(query),
    queryFn: () => apiFetch<AccountOpeningRequestPage>(`/v2/register/companies?${query}`),
    placeholderData: keepPreviousData,
  });
  const filtered = onboardingListQuery.hasFilters(params);
  const url = { params, update };
  const href = (id: string) => `/onboarding/${id}`;

  return (
    <Card>
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-5 py-4">
        <StatusFilter {...url} name="status" statuses={STATUSES} className="w-52" />
        <CreatedRangeFilter {...url} from="created_after" to="created_before" />
        <SortSelect {...url} options={ONBOARDING_SORT_OPTIONS} />
        {filtered && (
          <Button variant="ghost" className="ml-auto" onClick={() => update(onboardingListQuery.clearedFilters())}>
            Clear filters
          </Button>
        )}
      </div>
      <ScrollRegion label="Onboarding requests table">
        <table className="w-full text-left text-sm" data-testid="onboarding-table" aria-busy={requests.isFetching}>
          <TableHeader columns={COLUMNS} />
          <tbody className="divide-y divide-slate-100">
            <TableStates
              query={requests}
              colSpan={COLUMNS.length}
              what="requests"
              empty={
                filtered
                  ? 'No requests match these filters.'
                  : `No account opening requests yet.${canWrite ? ' Submit one with New request, or through the API.' : ''}`
              }
            />
            {!requests.error &&
              requests.data?.data.map((request) => (
                <tr
                  key={request.id}
                  data-testid="onboarding-row"
                  className="cursor-pointer hover:bg-slate-50"
                  onClick={() => router.push(href(request.id))}
                >
                  <td className="max-w-72 px-5 py-3">
                    <Link
                      href={href(request.id)}
                      className="block truncate font-medium text-brand-700 underline"
                      onClick={(event) => event.stopPropagation()}
                    >
                      {request.company.trade_name}
                    </Link>
                    <p className="truncate text-xs text-slate-500" title={request.company.legal_name}>
                      {request.company.legal_name}
                    </p>
                  </td>
                  <td className="whitespace-nowrap px-5 py-3 font-mono text-xs">
                    {formatDocument(request.company.tax_id)}
                  </td>
                  <td className="px-5 py-3">
                    <OnboardingStatusBadge status={request.status} />
                  </td>
                  <td className="max-w-48 truncate px-5 py-3 text-slate-600">
                    {request.account_id === null
                      ? '—'
                      : `${accounts.find((account) => account.id === request.account_id)?.name ?? 'Account'} #${request.account_id}`}
                  </td>
                  <td className="whitespace-nowrap px-5 py-3 text-slate-600">
                    {format.dateTime(request.created_at)}
                    <p className="text-xs text-slate-500">updated {format.dateTime(request.updated_at)}</p>
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </ScrollRegion>
      {requests.data && !requests.error && (
        <Pagination meta={requests.data.meta} page={page} update={update} noun={['request', 'requests']} />
      )}
    </Card>
  );
}
