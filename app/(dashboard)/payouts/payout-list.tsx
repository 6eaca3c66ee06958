'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { csvFileName, downloadCsv, recordsCsv } from '@/components/list/export-csv';
import { AccountFilter, CreatedRangeFilter, ExportCsvButton, InvoiceFilter, Pagination, SortSelect, StatusFilter } from '@/components/list/list-controls';
import { PER_PAGE } from '@/components/list/list-query';
import { useListUrl } from '@/components/list/use-list-url';
import { PayoutStatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TableHeader, TableMessage } from '@/components/ui/table';
import { apiFetch } from '@/lib/api-client';
import { PAYOUT_STATUS_IDS, PAYOUT_STATUS_NAMES } from '@/lib/payout/rules';
import type { PayoutPage } from '@/lib/payout/schemas';
import { formatPixKey } from './brl';
import { fetchAllPayouts, PAYOUT_COLUMNS } from './export-csv';
import { payoutListQuery } from './list-query';

type Account = { id: number; name: string };

const COLUMNS = ['Id', 'Invoice', 'Beneficiary', 'Pix key', 'Amount', 'Status', 'Created'];
const STATUSES = PAYOUT_STATUS_IDS.map((id) => ({ id, name: PAYOUT_STATUS_NAMES[id] }));

export function PayoutList({ accounts, selectedMerchantId }: { accounts: Account[]; selectedMerchantId: number | null }) {
  const { params, page, update, router } = useListUrl(selectedMerchantId);
  const query = payoutListQuery.apiQuery(params, selectedMerchantId, { page, perPage: PER_PAGE });
  const payouts = useQuery({
    queryKey: ['payouts', query],
    queryFn: () => apiFetch<PayoutPage>(`/v2/payout/payments?${query}`),
    // Paging and filtering keep the old rows on screen until the new ones arrive, instead of flashing "Loading".
    placeholderData: keepPreviousData,
  });
  const exportRows = async (onProgress: (done: number, total: number) => void) => {
    const rows = await fetchAllPayouts(params, selectedMerchantId, onProgress);
    downloadCsv(recordsCsv(PAYOUT_COLUMNS, rows), csvFileName('payouts'));
  };

  const filtered = payoutListQuery.hasFilters(params);
  const meta = payouts.data?.meta;
  const url = { params, update };

  return (
    <Card>
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-5 py-4">
        <AccountFilter {...url} accounts={accounts} selectedMerchantId={selectedMerchantId} />
        <InvoiceFilter {...url} />
        <StatusFilter {...url} statuses={STATUSES} />
        <CreatedRangeFilter {...url} />
        <SortSelect {...url} />
        <div className="ml-auto flex items-center gap-2">
          {filtered && (
            <Button variant="ghost" onClick={() => update(payoutListQuery.clearedFilters())}>
              Clear filters
            </Button>
          )}
          <ExportCsvButton exportRows={exportRows} />
        </div>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="payouts-table" aria-busy={payouts.isFetching}>
          <TableHeader columns={COLUMNS} />
          <tbody className="divide-y divide-slate-100">
            {payouts.isPending && <TableMessage colSpan={COLUMNS.length}>Loading payouts…</TableMessage>}
            {payouts.error && (
              <TableMessage colSpan={COLUMNS.length} tone="error">
                Could not load payouts: {payouts.error.message}{' '}
                <button type="button" className="underline" onClick={() => payouts.refetch()}>Try again</button>
              </TableMessage>
            )}
            {payouts.data?.data.length === 0 && (
              <TableMessage colSpan={COLUMNS.length}>
                {filtered ? 'No payouts match these filters.' : 'No payouts yet. Create one with New payout, or through the API.'}
              </TableMessage>
            )}
            {!payouts.error &&
              payouts.data?.data.map((payout) => (
                <tr key={payout.id} data-testid="payout-row" className="cursor-pointer hover:bg-slate-50" onClick={() => router.push(`/payouts/${payout.id}`)}>
                  <td className="px-5 py-3">
                    <Link href={`/payouts/${payout.id}`} className="font-mono text-xs text-brand-700 underline" onClick={(event) => event.stopPropagation()}>
                      #{payout.id}
                    </Link>
                  </td>
                  <td className="max-w-64 px-5 py-3">
                    <p className="truncate" title={payout.invoice}>{payout.invoice}</p>
                    {accounts.length > 1 && <p className="truncate text-xs text-slate-500">{payout.merchant.name}</p>}
                  </td>
                  <td className="max-w-48 truncate px-5 py-3 text-slate-600" title={payout.beneficiary.name}>{payout.beneficiary.name}</td>
                  <td className="max-w-56 px-5 py-3">
                    <p className="truncate font-mono text-xs" title={payout.beneficiary.pix.key}>{formatPixKey(payout.beneficiary.pix)}</p>
                    <p className="text-xs text-slate-500">{payout.beneficiary.pix.key_type}</p>
                  </td>
                  <td className="whitespace-nowrap px-5 py-3 tabular-nums">
                    {payout.amount}
                    {payout.total_debited !== payout.amount && <p className="text-xs text-slate-500">debited {payout.total_debited}</p>}
                  </td>
                  <td className="px-5 py-3"><PayoutStatusBadge status={payout.status} /></td>
                  <td className="whitespace-nowrap px-5 py-3 text-slate-600">{new Date(payout.created_at).toLocaleString()}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      {meta && !payouts.error && <Pagination meta={meta} page={page} update={update} noun={['payout', 'payouts']} />}
    </Card>
  );
}
