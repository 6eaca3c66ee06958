'use client';

import { useFormats } from '@/components/i18n/use-formats';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { csvFileName, downloadCsv, recordsCsv, type CsvColumn } from '@/components/list/export-csv';
import {
  AccountFilter,
  CreatedRangeFilter,
  ExportCsvButton,
  InvoiceFilter,
  Pagination,
  SortSelect,
  StatusFilter,
} from '@/components/list/list-controls';
import { PER_PAGE, type defineListQuery } from '@/components/list/list-query';
import { useListUrl, type ListUrlChanges } from '@/components/list/use-list-url';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TableHeader, TableStates } from '@/components/ui/table';
import { apiFetch } from '@/lib/api-client';
import type { Page } from '@/lib/pagination';
import { IdLinkCell } from './id-link-cell';
import type { AccountOption } from '@/lib/accounts/schemas';
import { ScrollRegion } from '@/components/ui/scroll-region';

type ListedPayment = { id: number; invoice: string; merchant: { name: string }; created_at: string };
export type ListUrl = { params: URLSearchParams; update: (changes: ListUrlChanges) => void };

/**
 * A payments list (payins, payouts): filters in the page's URL, CSV export, and a table whose rows open the record.
 * Each row starts with the id and invoice and ends with the creation time; `cells` renders the columns between.
 */
export function PaymentList<T extends ListedPayment>({
  accounts,
  selectedMerchantId,
  listQuery,
  listKey,
  apiPath,
  href,
  noun: [singular, plural],
  newLabel,
  columns,
  statuses,
  extraFilters,
  csv,
  tableTestId,
  rowTestId,
  cells,
}: {
  accounts: AccountOption[];
  selectedMerchantId: number | null;
  listQuery: ReturnType<typeof defineListQuery>;
  /** The list's query key for a query (lib/query-keys.ts); a change to one of its records invalidates them all. */
  listKey: (query: string) => QueryKey;
  /** The API's collection, e.g. `/v2/payin/payments`. */
  apiPath: string;
  /** A record's page. */
  href: (id: number) => string;
  /** What the list holds, in the reader's language: one, and more than one ("payin", "payins"). */
  noun: [string, string];
  /** The "new" link's name, for the empty list's hint. */
  newLabel: string;
  columns: string[];
  statuses: { id: number; name: string }[];
  /** Filters shown between the invoice and the status. */
  extraFilters?: (url: ListUrl) => ReactNode;
  csv: {
    fileName: string;
    columns: CsvColumn<T>[];
    fetchAll: (
      params: URLSearchParams,
      selectedMerchantId: number | null,
      onProgress: (done: number, total: number) => void,
    ) => Promise<T[]>;
  };
  tableTestId: string;
  rowTestId: string;
  cells: (record: T) => ReactNode;
}) {
  const t = useTranslations('lists');
  const format = useFormats();
  const { params, page, update, router } = useListUrl(selectedMerchantId);
  const query = listQuery.apiQuery(params, selectedMerchantId, { page, perPage: PER_PAGE });
  const records = useQuery({
    queryKey: listKey(query),
    queryFn: () => apiFetch<Page<T>>(`${apiPath}?${query}`),
    // Paging and filtering keep the old rows on screen until the new ones arrive, instead of flashing "Loading".
    placeholderData: keepPreviousData,
  });
  const exportRows = async (onProgress: (done: number, total: number) => void) => {
    const rows = await csv.fetchAll(params, selectedMerchantId, onProgress);
    downloadCsv(recordsCsv(csv.columns, rows), csvFileName(csv.fileName));
  };

  const filtered = listQuery.hasFilters(params);
  const meta = records.data?.meta;
  const url = { params, update };

  return (
    <Card>
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-5 py-4">
        <AccountFilter {...url} accounts={accounts} selectedMerchantId={selectedMerchantId} />
        <InvoiceFilter {...url} />
        {extraFilters?.(url)}
        <StatusFilter {...url} statuses={statuses} />
        <CreatedRangeFilter {...url} />
        <SortSelect {...url} />
        <div className="ml-auto flex items-center gap-2">
          {filtered && (
            <Button variant="ghost" onClick={() => update(listQuery.clearedFilters())}>
              {t('clearFilters')}
            </Button>
          )}
          <ExportCsvButton exportRows={exportRows} />
        </div>
      </div>
      <ScrollRegion label={t('paymentsTable')}>
        <table className="w-full text-left text-sm" data-testid={tableTestId} aria-busy={records.isFetching}>
          <TableHeader columns={columns} />
          <tbody className="divide-y divide-slate-100">
            <TableStates
              query={records}
              colSpan={columns.length}
              what={plural}
              empty={filtered ? t('noMatch', { plural }) : t('none', { plural, newLabel })}
            />
            {!records.error &&
              records.data?.data.map((record) => (
                <tr
                  key={record.id}
                  data-testid={rowTestId}
                  className="cursor-pointer hover:bg-slate-50"
                  onClick={() => router.push(href(record.id))}
                >
                  <IdLinkCell id={record.id} href={href(record.id)} />
                  {/* The invoice and the account's name are data, not UI text. */}
                  <td className="max-w-64 px-5 py-3" translate="no">
                    <p className="truncate" title={record.invoice}>
                      {record.invoice}
                    </p>
                    {accounts.length > 1 && <p className="truncate text-xs text-slate-500">{record.merchant.name}</p>}
                  </td>
                  {cells(record)}
                  {/* Date over time: a narrower column, so a list fits a laptop's width (issue #20). */}
                  <td className="whitespace-nowrap px-5 py-3 text-slate-600">
                    {format.date(record.created_at)}
                    <p className="text-xs text-slate-500">{format.time(record.created_at)}</p>
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </ScrollRegion>
      {meta && !records.error && <Pagination meta={meta} page={page} update={update} noun={[singular, plural]} />}
    </Card>
  );
}
