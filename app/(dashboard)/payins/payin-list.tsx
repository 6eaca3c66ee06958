'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { PayinStatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Label, Select } from '@/components/ui/input';
import { TableHeader, TableMessage } from '@/components/ui/table';
import { apiFetch } from '@/lib/api-client';
import { formatBrl } from '@/lib/money';
import { PAYIN_METHODS, PAYIN_STATUS_IDS, PAYIN_STATUS_NAMES } from '@/lib/payin/rules';
import type { PayinChargePage } from '@/lib/payin/schemas';
import { chargesCsv, downloadCsv, fetchAllCharges } from './export-csv';
import { ALL_ACCOUNTS, apiQuery, effectiveMerchant, hasFilters, PER_PAGE, SORT_OPTIONS, type FilterName } from './list-query';

type Account = { id: number; name: string };

const COLUMNS = ['Id', 'Invoice', 'Method', 'Amount', 'Status', 'Buyer', 'Created'];

/** Exports every row of the current filter, not just the page on screen. */
function ExportButton({ params, selectedMerchantId }: { params: URLSearchParams; selectedMerchantId: number | null }) {
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    setProgress('Exporting…');
    try {
      const charges = await fetchAllCharges(params, selectedMerchantId, (done, total) => setProgress(`Exporting ${done} of ${total}…`));
      const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
      downloadCsv(chargesCsv(charges), `payins-${stamp}.csv`);
    } catch (failure) {
      setError(`Export failed: ${failure instanceof Error ? failure.message : String(failure)}`);
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="flex items-center gap-2">
      {error && <span className="text-sm text-red-600" role="alert">{error}</span>}
      <Button variant="secondary" onClick={run} disabled={progress !== null} data-testid="export-csv">
        <Download className="size-4" aria-hidden />
        {progress ?? 'Export CSV'}
      </Button>
    </div>
  );
}

export function PayinList({ accounts, selectedMerchantId }: { accounts: Account[]; selectedMerchantId: number | null }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = apiQuery(params, selectedMerchantId, { page, perPage: PER_PAGE });
  const charges = useQuery({
    queryKey: ['payins', query],
    queryFn: () => apiFetch<PayinChargePage>(`/v2/payin/payments?${query}`),
    // Paging and filtering keep the old rows on screen until the new ones arrive, instead of flashing "Loading".
    placeholderData: keepPreviousData,
  });

  /** Every change is written to the URL, so the view survives a reload and can be shared; a new filter starts at page 1. */
  const update = (changes: Partial<Record<FilterName | 'sort_by' | 'sort_order' | 'page', string | null>>) => {
    const next = new URLSearchParams(params);
    // Written out so a shared link shows the same account whatever the recipient selected in the sidebar.
    if (!next.has('merchant_id')) next.set('merchant_id', effectiveMerchant(params, selectedMerchantId) ?? ALL_ACCOUNTS);
    if (!('page' in changes)) next.delete('page');
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    router.replace(`${pathname}?${next}`, { scroll: false });
  };
  const setFilter = (name: FilterName) => (event: { target: { value: string } }) => update({ [name]: event.target.value });

  // Choosing another account in the sidebar is a deliberate switch: the list follows it rather than the URL's account.
  const previousSelection = useRef(selectedMerchantId);
  useEffect(() => {
    if (previousSelection.current === selectedMerchantId) return;
    previousSelection.current = selectedMerchantId;
    if (params.has('merchant_id')) update({ merchant_id: null });
    // Only a change of the sidebar selection acts; `params` and `update` are read as they are at that moment.
  }, [selectedMerchantId]);

  // The invoice box is typed into freely and applied on Enter or blur; it follows the URL when that changes (Clear filters, Back).
  const urlInvoice = params.get('invoice') ?? '';
  const [invoice, setInvoice] = useState(urlInvoice);
  useEffect(() => setInvoice(urlInvoice), [urlInvoice]);

  const sort = `${params.get('sort_by') ?? 'created_at'}:${params.get('sort_order') ?? 'desc'}`;
  const filtered = hasFilters(params);
  const meta = charges.data?.meta;

  return (
    <Card>
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-5 py-4">
        {accounts.length > 1 && (
          <div className="w-52">
            <Label htmlFor="filter-account">Account</Label>
            <Select id="filter-account" value={effectiveMerchant(params, selectedMerchantId) ?? ALL_ACCOUNTS} onChange={setFilter('merchant_id')}>
              <option value={ALL_ACCOUNTS}>All accounts</option>
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>{account.name}</option>
              ))}
            </Select>
          </div>
        )}
        <form
          className="w-44"
          onSubmit={(event) => {
            event.preventDefault();
            update({ invoice: invoice.trim() });
          }}
        >
          <Label htmlFor="filter-invoice">Invoice</Label>
          {/* Not applied per keystroke: the API matches the whole invoice, so partial text would only flash "no match". */}
          <Input
            id="filter-invoice"
            value={invoice}
            placeholder="Exact match"
            onChange={(event) => setInvoice(event.target.value)}
            onBlur={() => invoice.trim() !== urlInvoice && update({ invoice: invoice.trim() })}
          />
        </form>
        <div className="w-32">
          <Label htmlFor="filter-method">Method</Label>
          <Select id="filter-method" value={params.get('payment_method') ?? ''} onChange={setFilter('payment_method')}>
            <option value="">All</option>
            {PAYIN_METHODS.map((method) => (
              <option key={method} value={method}>{method}</option>
            ))}
          </Select>
        </div>
        <div className="w-40">
          <Label htmlFor="filter-status">Status</Label>
          <Select id="filter-status" value={params.get('status_id') ?? ''} onChange={setFilter('status_id')}>
            <option value="">Any status</option>
            {PAYIN_STATUS_IDS.map((id) => (
              <option key={id} value={id}>{PAYIN_STATUS_NAMES[id]}</option>
            ))}
          </Select>
        </div>
        <div className="w-40">
          <Label htmlFor="filter-from">Created from</Label>
          <Input id="filter-from" type="date" value={params.get('created_at_start') ?? ''} onChange={setFilter('created_at_start')} />
        </div>
        <div className="w-40">
          <Label htmlFor="filter-to">Created to</Label>
          <Input id="filter-to" type="date" value={params.get('created_at_end') ?? ''} onChange={setFilter('created_at_end')} />
        </div>
        <div className="w-48">
          <Label htmlFor="sort">Sort</Label>
          <Select
            id="sort"
            value={sort}
            onChange={(event) => {
              const [sortBy, sortOrder] = event.target.value.split(':');
              update({ sort_by: sortBy, sort_order: sortOrder });
            }}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={`${option.sortBy}:${option.order}`} value={`${option.sortBy}:${option.order}`}>{option.label}</option>
            ))}
          </Select>
        </div>
        <div className="ml-auto flex items-center gap-2">
          {filtered && (
            <Button variant="ghost" onClick={() => update({ invoice: null, payment_method: null, status_id: null, created_at_start: null, created_at_end: null })}>
              Clear filters
            </Button>
          )}
          <ExportButton params={params} selectedMerchantId={selectedMerchantId} />
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
      {meta && !charges.error && (
        <div className="flex items-center justify-between border-t border-slate-200 px-5 py-3 text-sm text-slate-600">
          <span>
            Page {meta.current_page} of {meta.last_page} · {meta.total} {meta.total === 1 ? 'charge' : 'charges'}
          </span>
          <span className="flex gap-2">
            <Button variant="secondary" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>Previous</Button>
            <Button variant="secondary" disabled={page >= meta.last_page} onClick={() => update({ page: String(page + 1) })}>Next</Button>
          </span>
        </div>
      )}
    </Card>
  );
}
