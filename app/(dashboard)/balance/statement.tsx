'use client';

import { useFormats } from '@/components/i18n/use-formats';
import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { CreatedRangeFilter, StatusFilter } from '@/components/list/list-controls';
import type { ListUrlChanges } from '@/components/list/use-list-url';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { TableHeader, TableStates } from '@/components/ui/table';
import { apiFetch } from '@/lib/api-client';
import { STATEMENT_SCOPES, TRANSACTION_TYPE_LABELS, TRANSACTION_TYPES } from '@/lib/ledger/rules';
import type { StatementEntry, StatementPage } from '@/lib/ledger/schemas';
import { queryKeys } from '@/lib/query-keys';
import { cn } from '@/lib/utils';
import { ExportButtons } from './export-buttons';
import { formatBrl } from '@/lib/money';
import { ScrollRegion } from '@/components/ui/scroll-region';

const SCOPE_LABELS = { available: 'Available', pending: 'Pending', reserved: 'Reserved', all: 'All three accounts' };
const SCOPES = STATEMENT_SCOPES.map((id) => ({ id, name: SCOPE_LABELS[id] }));
const TYPES = TRANSACTION_TYPES.map((id) => ({ id, name: TRANSACTION_TYPE_LABELS[id] }));
const FILTERS = ['account', 'type', 'from', 'to'] as const;

/** The statement's filters as the API takes them, from the page's URL (the available account unless chosen). */
export function statementQuery(params: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  return query;
}

function resourceHref(resource: StatementEntry['resource']): string | null {
  if (resource?.type === 'charge') return `/payins/${resource.id}`;
  if (resource?.type === 'payout') return `/payouts/${resource.id}`;
  return null;
}

/**
 * The merchant account's entries newest first, a page of 25 at a time: "Load more" follows the API's cursor, so
 * entries arriving meanwhile never repeat or shift a row already shown (they appear on a refresh).
 */
export function Statement({
  merchantId,
  params,
  update,
}: {
  merchantId: number;
  params: URLSearchParams;
  update: (changes: ListUrlChanges) => void;
}) {
  const filters = statementQuery(params);
  const query = filters.toString();
  const allAccounts = filters.get('account') === 'all';
  const entries = useInfiniteQuery({
    queryKey: queryKeys.balance.statement(merchantId, query),
    queryFn: ({ pageParam }) =>
      apiFetch<StatementPage>(
        `/v2/account/${merchantId}/statement?${query}${pageParam === null ? '' : `&starting_after=${pageParam}`}`,
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_starting_after,
  });
  const rows = entries.data?.pages.flatMap((page) => page.data) ?? [];
  const columns = [
    'Date',
    'Type',
    'Description',
    ...(allAccounts ? ['Account'] : []),
    'Gross',
    'Fee',
    'Net',
    'Balance after',
  ];
  const filtered = FILTERS.some((name) => name !== 'account' && params.has(name));

  return (
    <Card>
      <CardHeader
        title="Statement"
        description="Every movement of the account, newest first: a charge's or payout's gross, its fee (the markup) and the net the account moved, with the balance after it"
        actions={<ExportButtons merchantId={merchantId} filters={filters} allAccounts={allAccounts} />}
      />
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-5 py-4">
        <StatusFilter
          params={params}
          update={update}
          statuses={SCOPES.slice(1)}
          name="account"
          label="Account"
          anyLabel="Available"
          className="w-52"
        />
        <StatusFilter
          params={params}
          update={update}
          statuses={TYPES}
          name="type"
          label="Type"
          anyLabel="Any type"
          className="w-44"
        />
        <CreatedRangeFilter params={params} update={update} from="from" to="to" />
        {filtered && (
          <Button variant="ghost" onClick={() => update({ type: null, from: null, to: null })}>
            Clear filters
          </Button>
        )}
      </div>
      {/* relative: the fee cells' screen-reader text is absolutely placed, and must scroll with the table, not widen the page. */}
      <ScrollRegion label="Statement table" className="relative">
        <table className="w-full text-left text-sm" data-testid="statement-table" aria-busy={entries.isFetching}>
          <TableHeader columns={columns} />
          <tbody className="divide-y divide-slate-100">
            <TableStates
              query={{ ...entries, data: entries.data && { data: rows } }}
              colSpan={columns.length}
              what="entries"
              empty={filtered ? 'No entries match these filters.' : 'No movements on this account yet.'}
            />
            {!entries.error && rows.map((entry) => <Row key={entry.id} entry={entry} showAccount={allAccounts} />)}
          </tbody>
        </table>
      </ScrollRegion>
      {entries.hasNextPage && (
        <div className="border-t border-slate-200 px-5 py-3">
          <Button
            variant="secondary"
            onClick={() => entries.fetchNextPage()}
            disabled={entries.isFetchingNextPage}
            data-testid="statement-more"
          >
            {entries.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </Card>
  );
}

/** Cents with a + on money in, as the statement's columns show them. */
const signed = (cents: number) => `${cents > 0 ? '+' : ''}${formatBrl(cents)}`;

function Row({ entry, showAccount }: { entry: StatementEntry; showAccount: boolean }) {
  const format = useFormats();
  const href = resourceHref(entry.resource);
  return (
    <tr data-testid="statement-row">
      <td className="whitespace-nowrap px-5 py-3 text-slate-600">{format.dateTime(entry.created_at)}</td>
      <td className="whitespace-nowrap px-5 py-3">{TRANSACTION_TYPE_LABELS[entry.type]}</td>
      <td className="max-w-80 px-5 py-3">
        <p className="truncate" title={entry.description}>
          {entry.description}
        </p>
        {href && entry.resource && (
          <Link href={href} className="text-xs text-brand-700 underline-offset-2 hover:underline">
            {entry.resource.type} #{entry.resource.id}
          </Link>
        )}
      </td>
      {showAccount && <td className="px-5 py-3 text-slate-600">{SCOPE_LABELS[entry.account]}</td>}
      <td className="whitespace-nowrap px-5 py-3 text-right tabular-nums text-slate-600" data-testid="statement-gross">
        {signed(entry.gross)}
      </td>
      <td className="whitespace-nowrap px-5 py-3 text-right tabular-nums text-slate-600" data-testid="statement-fee">
        {entry.fee === 0 ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">no fee</span>
          </>
        ) : (
          formatBrl(entry.fee)
        )}
      </td>
      <td
        className={cn(
          'whitespace-nowrap px-5 py-3 text-right tabular-nums',
          entry.amount > 0 ? 'text-emerald-700' : 'text-slate-900',
        )}
        data-testid="statement-amount"
      >
        {signed(entry.net)}
      </td>
      <td className="whitespace-nowrap px-5 py-3 text-right tabular-nums text-slate-600">
        {formatBrl(entry.balance_after)}
      </td>
    </tr>
  );
}
