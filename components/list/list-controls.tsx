'use client';

import { Download } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label, Select } from '@/components/ui/input';
import { ALL_ACCOUNTS, effectiveMerchant, SORT_OPTIONS } from './list-query';
import type { ListUrlChanges } from './use-list-url';

/** The filter controls shared by the dashboard's lists; each reads the URL's params and writes through `update`. */
type UrlProps = { params: URLSearchParams; update: (changes: ListUrlChanges) => void };

export function AccountFilter({
  params,
  update,
  accounts,
  selectedMerchantId,
}: UrlProps & { accounts: { id: number; name: string }[]; selectedMerchantId: number | null }) {
  if (accounts.length < 2) return null;
  return (
    <div className="w-52">
      <Label htmlFor="filter-account">Account</Label>
      <Select
        id="filter-account"
        value={effectiveMerchant(params, selectedMerchantId) ?? ALL_ACCOUNTS}
        onChange={(event) => update({ merchant_id: event.target.value })}
      >
        <option value={ALL_ACCOUNTS}>All accounts</option>
        {accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {account.name}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** The invoice box is typed into freely and applied on Enter or blur; it follows the URL when that changes (Clear filters, Back). */
export function InvoiceFilter({ params, update }: UrlProps) {
  // Not applied per keystroke: the API matches the whole invoice, so partial text would only flash "no match".
  return <TextFilter params={params} update={update} name="invoice" label="Invoice" placeholder="Exact match" />;
}

/** A text filter on the URL's `name`, typed into freely and applied on Enter or blur; it follows the URL when that changes (Clear filters, Back). */
export function TextFilter({
  params,
  update,
  name,
  label,
  placeholder,
  className = 'w-44',
}: UrlProps & { name: string; label: string; placeholder?: string; className?: string }) {
  const urlValue = params.get(name) ?? '';
  const [value, setValue] = useState(urlValue);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the box follows the URL (Clear filters, Back)
  useEffect(() => setValue(urlValue), [urlValue]);
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        update({ [name]: value.trim() });
      }}
    >
      <Label htmlFor={`filter-${name}`}>{label}</Label>
      <Input
        id={`filter-${name}`}
        value={value}
        placeholder={placeholder}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => value.trim() !== urlValue && update({ [name]: value.trim() })}
      />
    </form>
  );
}

/** A choice among `statuses` on the URL's `name` (`status_id` unless told); the other props name another kind of choice. */
export function StatusFilter({
  params,
  update,
  statuses,
  name = 'status_id',
  label = 'Status',
  anyLabel = 'Any status',
  className = 'w-40',
}: UrlProps & {
  statuses: { id: number | string; name: string }[];
  name?: string;
  label?: string;
  anyLabel?: string;
  className?: string;
}) {
  const id = name === 'status_id' ? 'filter-status' : `filter-${name}`;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={params.get(name) ?? ''} onChange={(event) => update({ [name]: event.target.value })}>
        <option value="">{anyLabel}</option>
        {statuses.map(({ id, name }) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** The created range, on the URL's `from` and `to` (the payin and payout lists' names unless told). */
export function CreatedRangeFilter({
  params,
  update,
  from = 'created_at_start',
  to = 'created_at_end',
}: UrlProps & { from?: string; to?: string }) {
  return (
    <>
      <div className="w-40">
        <Label htmlFor="filter-from">Created from</Label>
        <Input
          id="filter-from"
          type="date"
          value={params.get(from) ?? ''}
          onChange={(event) => update({ [from]: event.target.value })}
        />
      </div>
      <div className="w-40">
        <Label htmlFor="filter-to">Created to</Label>
        <Input
          id="filter-to"
          type="date"
          value={params.get(to) ?? ''}
          onChange={(event) => update({ [to]: event.target.value })}
        />
      </div>
    </>
  );
}

/** The sort choice; `options` are the payment lists' (by id, dates and amount) unless told. */
export function SortSelect({
  params,
  update,
  options = SORT_OPTIONS,
}: UrlProps & { options?: readonly { sortBy: string; order: 'asc' | 'desc'; label: string }[] }) {
  const sort = `${params.get('sort_by') ?? 'created_at'}:${params.get('sort_order') ?? 'desc'}`;
  return (
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
        {options.map((option) => (
          <option key={`${option.sortBy}:${option.order}`} value={`${option.sortBy}:${option.order}`}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Exports every row of the current filter, not just the page on screen; `exportRows` fetches them and downloads the file. */
export function ExportCsvButton({
  exportRows,
}: {
  exportRows: (onProgress: (done: number, total: number) => void) => Promise<void>;
}) {
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    setProgress('Exporting…');
    try {
      await exportRows((done, total) => setProgress(`Exporting ${done} of ${total}…`));
    } catch (failure) {
      setError(`Export failed: ${failure instanceof Error ? failure.message : String(failure)}`);
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="flex items-center gap-2">
      {error && (
        <span className="text-sm text-red-600" role="alert">
          {error}
        </span>
      )}
      <Button variant="secondary" onClick={run} disabled={progress !== null} data-testid="export-csv">
        <Download className="size-4" aria-hidden />
        {progress ?? 'Export CSV'}
      </Button>
    </div>
  );
}

/** `children`: controls shown beside the buttons, such as a page size choice. */
export function Pagination({
  meta,
  page,
  update,
  noun,
  children,
}: {
  meta: { current_page: number; last_page: number; total: number };
  page: number;
  update: (changes: ListUrlChanges) => void;
  noun: [string, string];
  children?: ReactNode;
}) {
  return (
    <div className="flex items-center justify-between border-t border-slate-200 px-5 py-3 text-sm text-slate-600">
      <span>
        Page {meta.current_page} of {meta.last_page} · {meta.total} {meta.total === 1 ? noun[0] : noun[1]}
      </span>
      <span className="flex items-center gap-2">
        {children}
        <Button variant="secondary" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
          Previous
        </Button>
        <Button
          variant="secondary"
          disabled={page >= meta.last_page}
          onClick={() => update({ page: String(page + 1) })}
        >
          Next
        </Button>
      </span>
    </div>
  );
}
