'use client';

import { useFormats } from '@/components/i18n/use-formats';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { csvFileName, downloadCsv, recordsCsv } from '@/components/list/export-csv';
import { AccountFilter, ExportCsvButton, Pagination, StatusFilter, TextFilter } from '@/components/list/list-controls';
import { useListUrl } from '@/components/list/use-list-url';
import { DataQualificationStatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Label, Select } from '@/components/ui/input';
import { TableHeader, TableStates } from '@/components/ui/table';
import { apiFetchWithHeaders } from '@/lib/api-client';
import { fetchAllRecords, QUALIFICATION_COLUMNS } from './export-csv';
import {
  clearedFilters,
  DEFAULT_ORDER,
  hasFilters,
  ORDER_LABELS,
  PER_PAGE_OPTIONS,
  perPageOf,
  qualificationApiQuery,
} from './list-query';
import {
  API_PATH,
  bankAccountText,
  formatDocument,
  qualificationTime,
  statusOf,
  type QualificationRecord,
} from './records';
import { useQualificationServices, useQualificationStatuses } from './use-catalogues';
import { IdLinkCell } from '@/components/list/id-link-cell';
import { QualificationTabs } from './qualification-tabs';
import type { AccountOption } from '@/lib/accounts/schemas';
import { ScrollRegion } from '@/components/ui/scroll-region';

// Status early: on a laptop screen the last columns scroll out of view.
const COLUMNS = [
  'Id',
  'Custom code',
  'Status',
  'Beneficiary',
  'Document',
  'Bank · branch · account',
  'Service',
  'Batch',
  'Created',
];

/** Data qualification records: filters, order and page in the URL, CSV export, rows that open the record. */
export function QualificationList({
  accounts,
  selectedMerchantId,
}: {
  accounts: AccountOption[];
  selectedMerchantId: number | null;
}) {
  const format = useFormats();
  const { params, page, update, router } = useListUrl(selectedMerchantId);
  const perPage = perPageOf(params);
  const query = qualificationApiQuery(params, selectedMerchantId, { page, perPage });
  const records = useQuery({
    queryKey: queryKeys.qualificationRecords.list(query),
    queryFn: async () => {
      const { body, headers } = await apiFetchWithHeaders<QualificationRecord[]>(`${API_PATH}?${query}`);
      return { data: body, total: Number(headers.get('x-total-count') ?? body.length) };
    },
    placeholderData: keepPreviousData,
  });
  const services = useQualificationServices();
  const statuses = useQualificationStatuses();
  const exportRows = async (onProgress: (done: number, total: number) => void) => {
    const rows = await fetchAllRecords(params, selectedMerchantId, onProgress);
    downloadCsv(recordsCsv(QUALIFICATION_COLUMNS, rows), csvFileName('data-qualification'));
  };

  const filtered = hasFilters(params);
  const url = { params, update };
  const total = records.data?.total;
  const meta =
    total === undefined ? undefined : { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), total };
  const orderBy = params.get('order_by') ?? DEFAULT_ORDER.orderBy;
  const sort = params.get('sort') === 'asc' ? 'asc' : DEFAULT_ORDER.sort;
  const href = (id: number) => `/data-qualification/${id}`;

  return (
    <>
      <QualificationTabs />
      <Card>
        <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-5 py-4">
          <AccountFilter {...url} accounts={accounts} selectedMerchantId={selectedMerchantId} />
          <TextFilter {...url} name="custom_code" label="Custom code" placeholder="Exact match" className="w-40" />
          <TextFilter {...url} name="batch_code" label="Batch code" placeholder="Exact match" className="w-40" />
          <TextFilter {...url} name="document" label="Document" placeholder="CPF or CNPJ" className="w-40" />
          <StatusFilter {...url} name="status_flow_data_qualification_id" statuses={statuses.data ?? []} />
          <StatusFilter
            {...url}
            name="data_qualification_service_id"
            label="Service"
            anyLabel="Any service"
            className="w-56"
            statuses={(services.data ?? []).map(({ id, name }) => ({ id, name: `${id} · ${name}` }))}
          />
          <div className="w-40">
            <Label htmlFor="filter-created_at">Created on (UTC)</Label>
            <Input
              id="filter-created_at"
              type="date"
              value={params.get('created_at') ?? ''}
              onChange={(event) => update({ created_at: event.target.value })}
            />
          </div>
          <div className="w-44">
            <Label htmlFor="order_by">Order by</Label>
            <Select
              id="order_by"
              value={orderBy}
              onChange={(event) => update({ order_by: event.target.value, sort: sort })}
            >
              {/* An order set by hand in the URL still shows (the API refuses an unknown one, and says so). */}
              {!(orderBy in ORDER_LABELS) && <option value={orderBy}>{orderBy}</option>}
              {Object.entries(ORDER_LABELS).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </Select>
          </div>
          <div className="w-40">
            <Label htmlFor="sort">Direction</Label>
            <Select
              id="sort"
              value={sort}
              onChange={(event) => update({ order_by: orderBy, sort: event.target.value })}
            >
              <option value="desc">Descending</option>
              <option value="asc">Ascending</option>
            </Select>
          </div>
          <div className="ml-auto flex items-center gap-2">
            {filtered && (
              <Button variant="ghost" onClick={() => update(clearedFilters())}>
                Clear filters
              </Button>
            )}
            <ExportCsvButton exportRows={exportRows} />
          </div>
        </div>
        <ScrollRegion label="Records table">
          <table className="w-full text-left text-sm" data-testid="dq-table" aria-busy={records.isFetching}>
            <TableHeader columns={COLUMNS} />
            <tbody className="divide-y divide-slate-100">
              <TableStates
                query={records}
                colSpan={COLUMNS.length}
                what="records"
                empty={
                  filtered
                    ? 'No records match these filters.'
                    : 'No records yet. Send a batch with Upload batch, or through the API.'
                }
              />
              {!records.error &&
                records.data?.data.map((record) => (
                  <tr
                    key={record.id}
                    data-testid="dq-row"
                    className="cursor-pointer hover:bg-slate-50"
                    onClick={() => router.push(href(record.id))}
                  >
                    <IdLinkCell id={record.id} href={href(record.id)} />
                    <td className="max-w-48 px-5 py-3">
                      <p className="truncate font-mono text-xs" title={record.custom_code}>
                        {record.custom_code}
                      </p>
                      {accounts.length > 1 && <p className="truncate text-xs text-slate-500">{record.merchant.name}</p>}
                    </td>
                    <td className="px-5 py-3">
                      <DataQualificationStatusBadge status={statusOf(record)} />
                    </td>
                    <td className="max-w-48 truncate px-5 py-3 text-slate-600" title={record.name}>
                      {record.name}
                    </td>
                    <td className="whitespace-nowrap px-5 py-3">
                      <p className="font-mono text-xs">{formatDocument(record.document)}</p>
                      <p className="text-xs uppercase text-slate-500">{record.document_type}</p>
                    </td>
                    <td className="whitespace-nowrap px-5 py-3 font-mono text-xs">
                      {bankAccountText(record)}
                      <p className="font-sans text-xs text-slate-500">{record.account_type_name}</p>
                    </td>
                    <td
                      className="max-w-44 truncate px-5 py-3 text-xs text-slate-600"
                      title={`${record.data_qualification_service_id} · ${record.data_qualification_service_name}`}
                    >
                      {record.data_qualification_service_id} · {record.data_qualification_service_name}
                    </td>
                    <td className="max-w-40 truncate px-5 py-3 font-mono text-xs" title={record.batch_code}>
                      {record.batch_code}
                    </td>
                    <td className="whitespace-nowrap px-5 py-3 text-slate-600">
                      {format.dateTime(qualificationTime(record.created_at))}
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </ScrollRegion>
        {meta && !records.error && (
          <Pagination meta={meta} page={page} update={update} noun={['record', 'records']}>
            <label className="flex items-center gap-2">
              <span>Rows per page</span>
              <Select
                className="h-8 w-24"
                value={perPage}
                onChange={(event) => update({ per_page: event.target.value })}
                data-testid="dq-per-page"
              >
                {PER_PAGE_OPTIONS.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </Select>
            </label>
          </Pagination>
        )}
      </Card>
    </>
  );
}
