'use client';

import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { csvFileName, downloadCsv, recordsCsv } from '@/components/list/export-csv';
import { AccountFilter, ExportCsvButton, Pagination, StatusFilter, TextFilter } from '@/components/list/list-controls';
import { useListUrl } from '@/components/list/use-list-url';
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
import { API_PATH, type QualificationRecord } from './records';
import { useQualificationServices, useQualificationStatuses } from './use-catalogues';
import { QualificationTabs } from './qualification-tabs';
import type { AccountOption } from '@/lib/accounts/schemas';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { RECORD_COLUMNS, RecordRow } from './record-row';
import { useQualificationNames } from '@/components/i18n/qualification-names';

/** The list's text filters, matched exactly by the API; `label` and `placeholder` are keys of `qualification.list`. */
const TEXT_FILTERS = [
  { name: 'custom_code', label: 'customCode', placeholder: 'exactMatch' },
  { name: 'batch_code', label: 'batchCode', placeholder: 'exactMatch' },
  { name: 'document', label: 'document', placeholder: 'cpfOrCnpj' },
] as const;

/** Data qualification records: filters, order and page in the URL, CSV export, rows that open the record. */
export function QualificationList({
  accounts,
  selectedMerchantId,
}: {
  accounts: AccountOption[];
  selectedMerchantId: number | null;
}) {
  const t = useTranslations('qualification');
  const names = useQualificationNames();
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
          {TEXT_FILTERS.map(({ name, label, placeholder }) => (
            <TextFilter
              key={name}
              {...url}
              name={name}
              label={t(`list.${label}`)}
              placeholder={t(`list.${placeholder}`)}
              className="w-40"
            />
          ))}
          <StatusFilter
            {...url}
            name="status_flow_data_qualification_id"
            statuses={(statuses.data ?? []).map((status) => ({ id: status.id, name: names.status(status) }))}
          />
          <StatusFilter
            {...url}
            name="data_qualification_service_id"
            label={t('list.service')}
            anyLabel={t('list.anyService')}
            className="min-w-56"
            statuses={(services.data ?? []).map(({ id, name }) => ({
              id,
              name: t('serviceOption', { id, name: names.service(id, name) }),
            }))}
          />
          <div className="w-40">
            <Label htmlFor="filter-created_at">{t('list.createdOn')}</Label>
            <Input
              id="filter-created_at"
              type="date"
              value={params.get('created_at') ?? ''}
              onChange={(event) => update({ created_at: event.target.value })}
            />
          </div>
          <div className="min-w-44">
            <Label htmlFor="order_by">{t('list.orderBy')}</Label>
            <Select
              id="order_by"
              value={orderBy}
              onChange={(event) => update({ order_by: event.target.value, sort: sort })}
            >
              {/* An order set by hand in the URL still shows (the API refuses an unknown one, and says so). */}
              {!(orderBy in ORDER_LABELS) && <option value={orderBy}>{orderBy}</option>}
              {Object.entries(ORDER_LABELS).map(([key, label]) => (
                <option key={key} value={key}>
                  {t(`list.order.${label}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className="min-w-40">
            <Label htmlFor="sort">{t('list.direction')}</Label>
            <Select
              id="sort"
              value={sort}
              onChange={(event) => update({ order_by: orderBy, sort: event.target.value })}
            >
              <option value="desc">{t('list.descending')}</option>
              <option value="asc">{t('list.ascending')}</option>
            </Select>
          </div>
          <div className="ml-auto flex items-center gap-2">
            {filtered && (
              <Button variant="ghost" onClick={() => update(clearedFilters())}>
                {t('list.clearFilters')}
              </Button>
            )}
            <ExportCsvButton exportRows={exportRows} />
          </div>
        </div>
        <ScrollRegion label={t('list.table')}>
          <table
            className="w-full min-w-[56rem] table-fixed text-left text-sm"
            data-testid="dq-table"
            aria-busy={records.isFetching}
          >
            <colgroup>
              {RECORD_COLUMNS.map(({ key, width }) => (
                <col key={key} className={width} />
              ))}
            </colgroup>
            <TableHeader columns={RECORD_COLUMNS.map(({ key }) => t(`list.columns.${key}`))} />
            <tbody className="divide-y divide-slate-100">
              <TableStates
                query={records}
                colSpan={RECORD_COLUMNS.length}
                what="records"
                empty={filtered ? t('list.emptyFiltered') : t('list.empty')}
              />
              {!records.error &&
                records.data?.data.map((record) => (
                  <RecordRow
                    key={record.id}
                    record={record}
                    href={href(record.id)}
                    onOpen={() => router.push(href(record.id))}
                    showAccount={accounts.length > 1}
                  />
                ))}
            </tbody>
          </table>
        </ScrollRegion>
        {meta && !records.error && (
          <Pagination meta={meta} page={page} update={update} noun={[t('list.nounOne'), t('list.nounOther')]}>
            <label className="flex items-center gap-2">
              {/* On a phone the select stands alone (still named), so the pager's buttons keep to the screen. */}
              <span className="max-sm:sr-only">{t('list.rowsPerPage')}</span>
              <Select
                compact
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
