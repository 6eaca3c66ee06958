'use client';

import { useTranslations } from 'next-intl';
import { useFormats } from '@/components/i18n/use-formats';
import { formatDocument } from '@/lib/validation/documents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import Link from 'next/link';
import { CreatedRangeFilter, Pagination, SortSelect, StatusFilter } from '@/components/list/list-controls';
import { PER_PAGE } from '@/components/list/list-query';
import { useListUrl } from '@/components/list/use-list-url';
import { OnboardingStatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TableHeader, TableStates } from '@/components/ui/table';
import { apiFetch } from '@/lib/api-client';
import { ONBOARDING_STATUSES } from '@/lib/onboarding/rules';
import type { AccountOpeningRequestPage } from '@/lib/onboarding/schemas';
import { ONBOARDING_SORT_OPTIONS, onboardingListQuery } from './list-query';
import { ScrollRegion } from '@/components/ui/scroll-region';

const COLUMNS = ['company', 'cnpj', 'status', 'account', 'dates'] as const;

/** The organization's account opening requests: status, created range, order and page in the URL; rows open the request. */
export function RequestList({ canWrite, accounts }: { canWrite: boolean; accounts: { id: number; name: string }[] }) {
  const t = useTranslations('onboarding');
  const statusName = useTranslations('status.onboarding');
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
        <StatusFilter
          {...url}
          name="status"
          label={t('list.status')}
          anyLabel={t('list.anyStatus')}
          statuses={ONBOARDING_STATUSES.map((status) => ({ id: status, name: statusName(status) }))}
          className="min-w-52"
        />
        <CreatedRangeFilter {...url} from="created_after" to="created_before" />
        <SortSelect
          {...url}
          options={ONBOARDING_SORT_OPTIONS.map((option) => ({ ...option, label: t(`list.sort.${option.name}`) }))}
        />
        {filtered && (
          <Button variant="ghost" className="ml-auto" onClick={() => update(onboardingListQuery.clearedFilters())}>
            {t('list.clearFilters')}
          </Button>
        )}
      </div>
      <ScrollRegion label={t('list.tableLabel')}>
        <table className="w-full text-left text-sm" data-testid="onboarding-table" aria-busy={requests.isFetching}>
          <TableHeader columns={COLUMNS.map((column) => t(`list.columns.${column}`))} />
          <tbody className="divide-y divide-slate-100">
            <TableStates
              query={requests}
              colSpan={COLUMNS.length}
              what={t('list.what')}
              empty={t(filtered ? 'list.emptyFiltered' : canWrite ? 'list.emptyCanWrite' : 'list.empty')}
            />
            {!requests.error &&
              requests.data?.data.map((request) => (
                <tr
                  key={request.id}
                  data-testid="onboarding-row"
                  className="cursor-pointer hover:bg-slate-50"
                  onClick={() => router.push(href(request.id))}
                >
                  {/* Names are data, not UI text: translate="no" tells browsers (and e2e/dashboard/i18n.spec.ts) so. */}
                  <td className="max-w-72 px-5 py-3" translate="no">
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
                  {/* The account's name is the merchant's own words, which a browser's translator must leave alone. */}
                  <td className="max-w-48 truncate px-5 py-3 text-slate-600" translate="no">
                    {request.account_id === null
                      ? '—'
                      : t('account', {
                          name:
                            accounts.find((account) => account.id === request.account_id)?.name ?? t('accountFallback'),
                          id: String(request.account_id),
                        })}
                  </td>
                  <td className="whitespace-nowrap px-5 py-3 text-slate-600">
                    {format.dateTime(request.created_at)}
                    <p className="text-xs text-slate-500">
                      {t('list.updated', { time: format.dateTime(request.updated_at) })}
                    </p>
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </ScrollRegion>
      {requests.data && !requests.error && (
        <Pagination
          meta={requests.data.meta}
          page={page}
          update={update}
          noun={[t('list.nounOne'), t('list.nounOther')]}
        />
      )}
    </Card>
  );
}
