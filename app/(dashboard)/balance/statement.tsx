'use client';

import { useFormats } from '@/components/i18n/use-formats';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { CreatedRangeFilter, StatusFilter } from '@/components/list/list-controls';
import type { ListUrlChanges } from '@/components/list/use-list-url';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { TableHeader, TableStates } from '@/components/ui/table';
import { apiFetch } from '@/lib/api-client';
import { STATEMENT_SCOPES, TRANSACTION_TYPES } from '@/lib/ledger/rules';
import type { StatementEntry, StatementPage } from '@/lib/ledger/schemas';
import { queryKeys } from '@/lib/query-keys';
import { cn } from '@/lib/utils';
import { entryDescription } from './entry-description';
import { ExportButtons } from './export-buttons';
import { ScrollRegion } from '@/components/ui/scroll-region';

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
  const t = useTranslations('balance');
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
  const columns = (
    [
      'date',
      'type',
      'description',
      ...(allAccounts ? (['account'] as const) : []),
      'gross',
      'fee',
      'net',
      'balanceAfter',
    ] as const
  ).map((column) => t(`statement.columns.${column}`));
  const filtered = FILTERS.some((name) => name !== 'account' && params.has(name));

  return (
    <Card>
      <CardHeader
        title={t('statement.title')}
        description={t('statement.description')}
        actions={<ExportButtons merchantId={merchantId} filters={filters} allAccounts={allAccounts} />}
      />
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-5 py-4">
        <StatusFilter
          params={params}
          update={update}
          statuses={STATEMENT_SCOPES.slice(1).map((id) => ({ id, name: t(`accounts.${id}`) }))}
          name="account"
          label={t('statement.account')}
          anyLabel={t('accounts.available')}
          className="min-w-52"
        />
        <StatusFilter
          params={params}
          update={update}
          statuses={TRANSACTION_TYPES.map((id) => ({ id, name: t(`transactionTypes.${id}`) }))}
          name="type"
          label={t('statement.type')}
          anyLabel={t('statement.anyType')}
          className="min-w-44"
        />
        <CreatedRangeFilter params={params} update={update} from="from" to="to" />
        {filtered && (
          <Button variant="ghost" onClick={() => update({ type: null, from: null, to: null })}>
            {t('statement.clearFilters')}
          </Button>
        )}
      </div>
      {/* relative: the fee cells' screen-reader text is absolutely placed, and must scroll with the table, not widen the page. */}
      <ScrollRegion label={t('statement.table')} className="relative">
        <table className="w-full text-left text-sm" data-testid="statement-table" aria-busy={entries.isFetching}>
          <TableHeader columns={columns} dense />
          <tbody className="divide-y divide-slate-100">
            <TableStates
              query={{ ...entries, data: entries.data && { data: rows } }}
              colSpan={columns.length}
              what={t('statement.entries')}
              empty={t(filtered ? 'statement.noMatch' : 'statement.empty')}
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
            {t(entries.isFetchingNextPage ? 'statement.loading' : 'statement.loadMore')}
          </Button>
        </div>
      )}
    </Card>
  );
}

function Row({ entry, showAccount }: { entry: StatementEntry; showAccount: boolean }) {
  const t = useTranslations('balance');
  const format = useFormats();
  /** Cents with a + on money in, as the statement's columns show them. */
  const signed = (cents: number) => `${cents > 0 ? '+' : ''}${format.money(cents)}`;
  const description = entryDescription(entry);
  return (
    <tr data-testid="statement-row">
      <td className="whitespace-nowrap px-3 py-3 text-slate-600">{format.dateTime(entry.created_at)}</td>
      <td className="px-3 py-3">{t(`transactionTypes.${entry.type}`)}</td>
      <td className="px-3 py-3" data-testid="statement-description">
        {description.said === 'byAuthor' ? (
          <p className="max-w-64 truncate" title={description.words} translate="no">
            {description.words}
          </p>
        ) : (
          <p className="max-w-64">
            {t.rich(`statement.describe.${description.type}`, {
              // A string, so the id is never grouped as a number ("1.234"); a top-up's message names none.
              id: String(description.id ?? ''),
              link: (chunks) =>
                description.href ? (
                  <Link href={description.href} className="text-brand-700 underline-offset-2 hover:underline">
                    {chunks}
                  </Link>
                ) : (
                  chunks
                ),
            })}
          </p>
        )}
      </td>
      {showAccount && <td className="px-3 py-3 text-slate-600">{t(`accounts.${entry.account}`)}</td>}
      <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums text-slate-600" data-testid="statement-gross">
        {signed(entry.gross)}
      </td>
      <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums text-slate-600" data-testid="statement-fee">
        {entry.fee === 0 ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('statement.noFee')}</span>
          </>
        ) : (
          format.money(entry.fee)
        )}
      </td>
      <td
        className={cn(
          'whitespace-nowrap px-3 py-3 text-right tabular-nums',
          entry.amount > 0 ? 'text-emerald-700' : 'text-slate-900',
        )}
        data-testid="statement-amount"
      >
        {signed(entry.net)}
      </td>
      <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums text-slate-600">
        {format.money(entry.balance_after)}
      </td>
    </tr>
  );
}
