'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useListUrl } from '@/components/list/use-list-url';
import { Card, CardHeader, PageHeader } from '@/components/ui/card';
import { Segmented } from '@/components/ui/segmented';
import { apiFetch } from '@/lib/api-client';
import { addDays } from '@/lib/dates';
import type { BalanceResponse, BalanceSeriesResponse } from '@/lib/ledger/schemas';
import { formatBrl } from '@/lib/money';
import { saoPauloToday } from '@/lib/payin/rules';
import { queryKeys } from '@/lib/query-keys';
import { Statement } from './statement';

// recharts is fetched after the page has painted; the card reserves the chart's height, so its arrival shifts nothing.
const BalanceChart = dynamic(() => import('./balance-chart'), { ssr: false, loading: () => <ChartPlaceholder /> });

function ChartPlaceholder() {
  return <div className="h-full animate-pulse rounded-md bg-slate-50" aria-hidden />;
}

type Account = { id: number; name: string };

const RANGES = { '30d': 30, '90d': 90, '1y': 365 } as const;
type Range = keyof typeof RANGES;
const RANGE_OPTIONS = (Object.keys(RANGES) as Range[]).map((value) => ({ value, label: value }));
const rangeOf = (value: string | null): Range => (value !== null && value in RANGES ? (value as Range) : '30d');

const FIGURES = [
  { key: 'available', label: 'Available', note: 'yours to pay out or refund now' },
  { key: 'pending', label: 'Pending', note: 'paid charges not yet credited' },
  { key: 'reserved', label: 'Reserved', note: 'held for payouts and refunds in flight' },
] as const;

/**
 * One merchant account's money: its three balances now, their history day by day, and its statement. The account
 * is the URL's `merchant_id` when it names one of the organization's (a shared link, the overview's), otherwise the
 * one chosen in the sidebar; the range and the statement's filters live in the URL too.
 */
export function BalancePage({
  accounts,
  selectedMerchantId,
}: {
  accounts: Account[];
  selectedMerchantId: number | null;
}) {
  const { params, update } = useListUrl(selectedMerchantId);
  const fromUrl = accounts.find((account) => String(account.id) === params.get('merchant_id'));
  const account = fromUrl ?? accounts.find((candidate) => candidate.id === selectedMerchantId) ?? accounts[0];
  const range = rangeOf(params.get('range'));

  if (!account) {
    return (
      <>
        <PageHeader title="Balance" />
        <p className="text-sm text-slate-600">This organization has no merchant account yet.</p>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Balance" description={account.name} />
      <div className="space-y-6">
        <Figures merchantId={account.id} />
        <History merchantId={account.id} range={range} onRange={(value) => update({ range: value })} />
        <Statement merchantId={account.id} params={params} update={update} />
      </div>
    </>
  );
}

function Figures({ merchantId }: { merchantId: number }) {
  const balance = useQuery({
    queryKey: queryKeys.balance.figures(merchantId),
    queryFn: () => apiFetch<BalanceResponse>(`/v2/account/${merchantId}/balance`),
  });
  return (
    <section aria-label="Balances" className="grid gap-4 sm:grid-cols-3">
      {FIGURES.map((figure) => (
        <Card key={figure.key} className="flex h-28 flex-col justify-between p-4" data-testid={`balance-${figure.key}`}>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{figure.label}</p>
          {balance.data ? (
            <p className="truncate text-2xl font-semibold tabular-nums text-slate-900" data-testid="balance-value">
              {formatBrl(balance.data[figure.key])}
            </p>
          ) : balance.error ? (
            <p className="text-sm text-red-600" role="alert">
              Could not load: {balance.error.message}
            </p>
          ) : (
            <div aria-hidden className="h-7 w-3/4 animate-pulse rounded bg-slate-100" />
          )}
          <p className="truncate text-xs text-slate-500">{figure.note}</p>
        </Card>
      ))}
    </section>
  );
}

function History({
  merchantId,
  range,
  onRange,
}: {
  merchantId: number;
  range: Range;
  onRange: (range: Range) => void;
}) {
  // The last N São Paulo days, today included; the API's default `to` is today.
  const query = `from=${addDays(saoPauloToday(new Date()), 1 - RANGES[range])}`;
  const series = useQuery({
    queryKey: queryKeys.balance.series(merchantId, query),
    queryFn: () => apiFetch<BalanceSeriesResponse>(`/v2/account/${merchantId}/balance/series?${query}`),
    placeholderData: keepPreviousData,
  });
  const points = series.data?.data;
  const last = points?.at(-1);
  return (
    <Card>
      <CardHeader
        title="Balance over time"
        description="At the end of each day, São Paulo time"
        actions={
          <Segmented label="Range" testId="balance-range" value={range} options={RANGE_OPTIONS} onChange={onRange} />
        }
      />
      <figure className="px-3 pb-2 pt-4" data-testid="balance-chart">
        <div className="h-64">
          {points ? (
            <BalanceChart series={points} />
          ) : series.error ? (
            <p className="px-2 text-sm text-red-600" role="alert">
              Could not load the balance history: {series.error.message}
            </p>
          ) : (
            <ChartPlaceholder />
          )}
        </div>
        <figcaption className="sr-only">
          {points && last
            ? `Available balance from ${formatBrl(points[0]?.available ?? 0)} on ${points[0]?.date} to ${formatBrl(last.available)} on ${last.date}.`
            : 'Loading.'}
        </figcaption>
      </figure>
    </Card>
  );
}
