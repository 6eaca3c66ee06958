'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { csvFileName, downloadCsv, recordsCsv } from '@/components/list/export-csv';
import { AccountFilter, CreatedRangeFilter, ExportCsvButton, InvoiceFilter, Pagination, SortSelect, StatusFilter } from '@/components/list/list-controls';
import { PER_PAGE } from '@/components/list/list-query';
import { useListUrl } from '@/components/list/use-list-url';
import { PayinStatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label, Select } from '@/components/ui/input';
import { TableHeader, TableMessage } from '@/components/ui/table';
import { apiFetch } from '@/lib/api-client';
import { formatBrl } from '@/lib/money';
import { PAYIN_METHODS, PAYIN_STATUS_IDS, PAYIN_STATUS_NAMES } from '@/lib/payin/rules';
import type { PayinChargePage } from '@/lib/payin/schemas';
import { CHARGE_COLUMNS, fetchAllCharges } from './export-csv';
import { payinListQuery } from './list-query';

type Account = { id: number; name: string };

const COLUMNS = ['Id', 'Invoice', 'Method', 'Amount', 'Status', 'Buyer', 'Created'];
const STATUSES = PAYIN_STATUS_IDS.map((id) => ({ id, name: PAYIN_STATUS_NAMES[id] }));

export function PayinList({ accounts, selectedMerchantId }: { accounts: Account[]; selectedMerchantId: number | null }) {
  const { params, page, update, router } = useListUrl(selectedMerchantId);
  const query = payinListQuery.apiQuery(params, selectedMerchantId, { page, perPage: PER_PAGE });
  const charges = useQuery({
    queryKey: ['payins', query],
    queryFn: () => apiFetch<PayinChargePage>(`/v2/payin/payments?${query}`),
    // Paging and filtering keep the old rows on screen until the new ones arrive, instead of flashing "Loading".
    placeholderData: keepPreviousData,
  });
  const exportRows = async (onProgress: (done: number, total: number) => void) => {
    const rows = await fetchAllCharges(params, selectedMerchantId, onProgress);
    downloadCsv(recordsCsv(CHARGE_COLUMNS, rows), csvFileName('payins'));
  };

  const filtered = payinListQuery.hasFilters(params);
  const meta = charges.data?.meta;
  const url = { params, update };

  return (
    <Card>
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-5 py-4">
        <AccountFilter {...url} accounts={accounts} selectedMerchantId={selectedMerchantId} />
        <InvoiceFilter {...url} />
        <div className="w-32">
          <Label htmlFor="filter-method">Method</Label>
          <Select id="filter-method" value={params.get('payment_method') ?? ''} onChange={(event) => update({ payment_method: event.target.value })}>
            <option value="">All</option>
            {PAYIN_METHODS.map((method) => (
              <option key={method} value={method}>{method}</option>
            ))}
          </Select>
        </div>
        <StatusFilter {...url} statuses={STATUSES} />
        <CreatedRangeFilter {...url} />
        <SortSelect {...url} />
        <div className="ml-auto flex items-center gap-2">
          {filtered && (
            <Button variant="ghost" onClick={() => update(payinListQuery.clearedFilters())}>
              Clear filters
            </Button>
          )}
          <ExportCsvButton exportRows={exportRows} />
        </div>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="payins-table" aria-busy={charges.isFetching}>
          <TableHeader columns={COLUMNS} />
          <tbody className="divide-y divide-slate-100">
            {charges.isPending && <TableMessage colSpan={COLUMNS.length}>Loading charges…</TableMessage>}
            {charges.error && (
              <TableMessage colSpan={COLUMNS.length} tone="error">
                Could not load charges: {charges.error.message}{' '}
                <button type="button" className="underline" onClick={() => charges.refetch()}>Try again</button>
              </TableMessage>
            )}
            {charges.data?.data.length === 0 && (
              <TableMessage colSpan={COLUMNS.length}>
                {filtered ? 'No charges match these filters.' : 'No charges yet. Create one with New charge, or through the API.'}
              </TableMessage>
            )}
            {!charges.error &&
              charges.data?.data.map((charge) => (
                <tr key={charge.id} data-testid="payin-row" className="cursor-pointer hover:bg-slate-50" onClick={() => router.push(`/payins/${charge.id}`)}>
                  <td className="px-5 py-3">
                    <Link href={`/payins/${charge.id}`} className="font-mono text-xs text-brand-700 underline" onClick={(event) => event.stopPropagation()}>
                      #{charge.id}
                    </Link>
                  </td>
                  <td className="max-w-64 px-5 py-3">
                    <p className="truncate" title={charge.invoice}>{charge.invoice}</p>
                    {accounts.length > 1 && <p className="truncate text-xs text-slate-500">{charge.merchant.name}</p>}
                  </td>
                  <td className="px-5 py-3">{charge.payment_method}</td>
                  <td className="whitespace-nowrap px-5 py-3 tabular-nums">
                    {formatBrl(charge.amount)}
                    {charge.total_amount !== charge.amount && <p className="text-xs text-slate-500">buyer pays {formatBrl(charge.total_amount)}</p>}
                  </td>
                  <td className="px-5 py-3"><PayinStatusBadge status={charge.status} /></td>
                  <td className="max-w-48 truncate px-5 py-3 text-slate-600" title={charge.buyer.email}>{charge.buyer.name}</td>
                  <td className="whitespace-nowrap px-5 py-3 text-slate-600">{new Date(charge.created_at).toLocaleString()}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      {meta && !charges.error && <Pagination meta={meta} page={page} update={update} noun={['charge', 'charges']} />}
    </Card>
  );
}
