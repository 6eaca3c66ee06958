'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useFormats } from '@/components/i18n/use-formats';
import { useListUrl } from '@/components/list/use-list-url';
import { Card, CardHeader, PageHeader } from '@/components/ui/card';
import { Segmented } from '@/components/ui/segmented';
import { apiFetch } from '@/lib/api-client';
import { addDays } from '@/lib/dates';
import type { BalanceResponse, BalanceSeriesResponse } from '@/lib/ledger/schemas';
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
const rangeOf = (value: string | null): Range => (value !== null && value in RANGES ? (value as Range) : '30d');

const FIGURES = ['available', 'pending', 'reserved'] as const;

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
  const t = useTranslations('balance');
  const { params, update } = useListUrl(selectedMerchantId);
  const fromUrl = accounts.find((account) => String(account.id) === params.get('merchant_id'));
  const account = fromUrl ?? accounts.find((candidate) => candidate.id === selectedMerchantId) ?? accounts[0];
  const range = rangeOf(params.get('range'));

  if (!account) {
    return (
      <>
        <PageHeader title={t('title')} />
        <p className="text-sm text-slate-600">{t('noAccount')}</p>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('title')} description={account.name} />
      <div className="space-y-6">
        <Figures merchantId={account.id} />
        <History merchantId={account.id} range={range} onRange={(value) => update({ range: value })} />
        <Statement merchantId={account.id} params={params} update={update} />
      </div>
    </>
  );
}

function Figures({ merchantId }: { merchantId: number }) {
  const t = useTranslations('balance');
  const format = useFormats();
  const balance = useQuery({
    queryKey: queryKeys.balance.figures(merchantId),
    queryFn: () => apiFetch<BalanceResponse>(`/v2/account/${merchantId}/balance`),
  });
  return (
    <section aria-label={t('figuresLabel')} className="grid gap-4 sm:grid-cols-3">
      {FIGURES.map((figure) => (
        <Card key={figure} className="flex h-28 flex-col justify-between p-4" data-testid={`balance-${figure}`}>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t(`accounts.${figure}`)}</p>
          {balance.data ? (
            <p className="truncate text-2xl font-semibold tabular-nums text-slate-900" data-testid="balance-value">
              {format.money(balance.data[figure])}
            </p>
          ) : balance.error ? (
            <p className="text-sm text-red-600" role="alert">
              {t('loadFailed', { message: balance.error.message })}
            </p>
          ) : (
            <div aria-hidden className="h-7 w-3/4 animate-pulse rounded bg-slate-100" />
          )}
          <p className="truncate text-xs text-slate-500" title={t(`notes.${figure}`)}>
            {t(`notes.${figure}`)}
          </p>
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
  const t = useTranslations('balance.history');
  const format = useFormats();
  // The last N São Paulo days, today included; the API's default `to` is today.
  const query = `from=${addDays(saoPauloToday(new Date()), 1 - RANGES[range])}`;
  const series = useQuery({
    queryKey: queryKeys.balance.series(merchantId, query),
    queryFn: () => apiFetch<BalanceSeriesResponse>(`/v2/account/${merchantId}/balance/series?${query}`),
    placeholderData: keepPreviousData,
  });
  const points = series.data?.data;
  const [first, last] = [points?.[0], points?.at(-1)];
  return (
    <Card>
      <CardHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Segmented
            label={t('range')}
            testId="balance-range"
            value={range}
            options={(Object.keys(RANGES) as Range[]).map((value) => ({ value, label: t(`ranges.${value}`) }))}
            onChange={onRange}
          />
        }
      />
      <figure className="px-3 pb-2 pt-4" data-testid="balance-chart">
        <div className="h-64">
          {points ? (
            <BalanceChart series={points} />
          ) : series.error ? (
            <p className="px-2 text-sm text-red-600" role="alert">
              {t('loadFailed', { message: series.error.message })}
            </p>
          ) : (
            <ChartPlaceholder />
          )}
        </div>
        <figcaption className="sr-only">
          {first && last
            ? t('caption', {
                first: format.money(first.available),
                firstDay: format.day(first.date),
                last: format.money(last.available),
                lastDay: format.day(last.date),
              })
            : t('loading')}
        </figcaption>
      </figure>
    </Card>
  );
}
