'use client';

import { Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { useFormats } from '@/components/i18n/use-formats';
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
  const t = useTranslations('lists');
  if (accounts.length < 2) return null;
  return (
    <div className="min-w-52">
      <Label htmlFor="filter-account">{t('account')}</Label>
      <Select
        id="filter-account"
        value={effectiveMerchant(params, selectedMerchantId) ?? ALL_ACCOUNTS}
        onChange={(event) => update({ merchant_id: event.target.value })}
      >
        <option value={ALL_ACCOUNTS}>{t('allAccounts')}</option>
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
  const t = useTranslations('lists');
  return (
    <TextFilter params={params} update={update} name="invoice" label={t('invoice')} placeholder={t('exactMatch')} />
  );
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

/**
 * A choice among `statuses` on the URL's `name` (`status_id` unless told); the other props name another kind of choice
 * (a status, and "Any status", unless told).
 */
export function StatusFilter({
  params,
  update,
  statuses,
  name = 'status_id',
  label,
  anyLabel,
  className = 'min-w-40',
}: UrlProps & {
  statuses: { id: number | string; name: string }[];
  name?: string;
  label?: string;
  anyLabel?: string;
  className?: string;
}) {
  const t = useTranslations('lists');
  const id = name === 'status_id' ? 'filter-status' : `filter-${name}`;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label ?? t('status')}</Label>
      <Select id={id} value={params.get(name) ?? ''} onChange={(event) => update({ [name]: event.target.value })}>
        <option value="">{anyLabel ?? t('anyStatus')}</option>
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
  const t = useTranslations('lists');
  return (
    <>
      <div className="w-40">
        <Label htmlFor="filter-from">{t('createdFrom')}</Label>
        <Input
          id="filter-from"
          type="date"
          value={params.get(from) ?? ''}
          onChange={(event) => update({ [from]: event.target.value })}
        />
      </div>
      <div className="w-40">
        <Label htmlFor="filter-to">{t('createdTo')}</Label>
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
  options,
}: UrlProps & { options?: readonly { sortBy: string; order: 'asc' | 'desc'; label: string }[] }) {
  const t = useTranslations('lists');
  const sort = `${params.get('sort_by') ?? 'created_at'}:${params.get('sort_order') ?? 'desc'}`;
  const shown = options ?? SORT_OPTIONS.map((option) => ({ ...option, label: t(`sortOptions.${option.name}`) }));
  return (
    <div className="min-w-48">
      <Label htmlFor="sort">{t('sort')}</Label>
      <Select
        id="sort"
        value={sort}
        onChange={(event) => {
          const [sortBy, sortOrder] = event.target.value.split(':');
          update({ sort_by: sortBy, sort_order: sortOrder });
        }}
      >
        {shown.map((option) => (
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
  const t = useTranslations('lists');
  const format = useFormats();
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    setProgress(t('exporting'));
    try {
      await exportRows((done, total) =>
        setProgress(t('exportingProgress', { done: format.count(done), total: format.count(total) })),
      );
    } catch (failure) {
      setError(t('exportFailed', { message: failure instanceof Error ? failure.message : String(failure) }));
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
        {progress ?? t('exportCsv')}
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
  /** What the list holds, in the reader's language: one, and more than one. */
  noun: [string, string];
  children?: ReactNode;
}) {
  const t = useTranslations('lists');
  const format = useFormats();
  return (
    <div className="flex items-center justify-between border-t border-slate-200 px-5 py-3 text-sm text-slate-600">
      <span>
        {t('page', {
          page: format.count(meta.current_page),
          last: format.count(meta.last_page),
          total: format.count(meta.total),
          noun: meta.total === 1 ? noun[0] : noun[1],
        })}
      </span>
      <span className="flex items-center gap-2">
        {children}
        <Button variant="secondary" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
          {t('previous')}
        </Button>
        <Button
          variant="secondary"
          disabled={page >= meta.last_page}
          onClick={() => update({ page: String(page + 1) })}
        >
          {t('next')}
        </Button>
      </span>
    </div>
  );
}
