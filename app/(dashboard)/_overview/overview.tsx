'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { queryKeys } from '@/lib/query-keys';
import dynamic from 'next/dynamic';
import { ALL_ACCOUNTS, effectiveMerchant } from '@/components/list/list-query';
import { useListUrl } from '@/components/list/use-list-url';
import { Card, CardHeader, PageHeader } from '@/components/ui/card';
import { apiFetch } from '@/lib/api-client';
import { useFormats } from '@/components/i18n/use-formats';
import { OVERVIEW_BUCKETS, OVERVIEW_PERIODS, type OverviewBucket, type OverviewPeriod } from '@/lib/overview/rules';
import { AttentionLists } from './attention-lists';
import { KpiCards } from './kpi-cards';
import { Segmented } from '@/components/ui/segmented';
import { StatusBreakdown } from './status-breakdown';
import type { Overview } from './types';
import type { AccountOption } from '@/lib/accounts/schemas';

// recharts is fetched after the page has painted and is not part of its first-load JavaScript; the card reserves
// the chart's height, so its arrival shifts nothing.
const VolumeChart = dynamic(() => import('./volume-chart'), { ssr: false, loading: () => <ChartPlaceholder /> });

function ChartPlaceholder() {
  return <div className="h-full animate-pulse rounded-md bg-slate-50" aria-hidden />;
}

const PERIODS = Object.keys(OVERVIEW_PERIODS) as OverviewPeriod[];
const DEFAULT_PERIOD: OverviewPeriod = '30d';

const periodOf = (value: string | null): OverviewPeriod =>
  value !== null && value in OVERVIEW_PERIODS ? (value as OverviewPeriod) : DEFAULT_PERIOD;
const bucketOf = (value: string | null): OverviewBucket =>
  (OVERVIEW_BUCKETS as readonly string[]).includes(value ?? '') ? (value as OverviewBucket) : 'day';

/**
 * The dashboard's home: the period's and today's figures, volume over time, statuses and what needs attention, all
 * from one GET /v2/overview. Period, bucket and scope live in the URL (`/?merchant_id=all&period=7d&bucket=week`),
 * with the lists' convention for the account: without merchant_id, the one selected in the sidebar.
 */
export function OverviewDashboard({
  greeting,
  organizationName,
  accounts,
  selectedMerchantId,
}: {
  greeting: string;
  organizationName: string;
  accounts: AccountOption[];
  selectedMerchantId: number | null;
}) {
  const t = useTranslations('overview');
  const format = useFormats();
  const { params, update } = useListUrl(selectedMerchantId);
  const period = periodOf(params.get('period'));
  const bucket = bucketOf(params.get('bucket'));
  const merchant = effectiveMerchant(params, selectedMerchantId);
  const query = new URLSearchParams({ period, bucket, ...(merchant ? { merchant_id: merchant } : {}) }).toString();
  const overview = useQuery({
    queryKey: queryKeys.overview(query),
    queryFn: () => apiFetch<Overview>(`/v2/overview?${query}`),
    // A new period keeps the old figures on screen (dimmed) until the new ones arrive, rather than blanking the page.
    placeholderData: keepPreviousData,
  });
  const data = overview.data;
  const stale = overview.isPlaceholderData;

  const accountName = (id: number) => accounts.find((account) => account.id === id)?.name ?? t('account', { id });
  const scopeName = merchant ? accountName(Number(merchant)) : t('allAccounts');
  // The account toggle shows the URL's account when a shared link names one other than the sidebar's.
  const scopeAccount = merchant ?? (selectedMerchantId === null ? null : String(selectedMerchantId));
  const days = OVERVIEW_PERIODS[period];
  const periodLabel = t('lastDays', { days });
  const weekly = bucket === 'week';
  const totals = data?.series.reduce(
    (sum, point) => ({ payin: sum.payin + point.payin_volume, payout: sum.payout + point.payout_volume }),
    { payin: 0, payout: 0 },
  );

  return (
    <>
      <PageHeader
        title={greeting}
        description={t('scope', { organization: organizationName, account: scopeName })}
        actions={
          <>
            {accounts.length > 1 && scopeAccount !== null && (
              <Segmented
                label={t('accountsShown')}
                testId="overview-scope"
                value={merchant ? 'account' : 'all'}
                options={[
                  { value: 'account', label: accountName(Number(scopeAccount)) },
                  { value: 'all', label: t('allAccounts') },
                ]}
                onChange={(value) => update({ merchant_id: value === 'all' ? ALL_ACCOUNTS : scopeAccount })}
              />
            )}
            <Segmented
              label={t('period')}
              testId="overview-period"
              value={period}
              options={PERIODS.map((value) => ({ value, label: t('periodOption', { days: OVERVIEW_PERIODS[value] }) }))}
              onChange={(value) => update({ period: value })}
            />
          </>
        }
      />
      {overview.error && (
        <p className="mb-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700" role="alert">
          {t('loadFailed', { message: overview.error.message })}{' '}
          <button type="button" className="underline" onClick={() => overview.refetch()}>
            {t('tryAgain')}
          </button>
        </p>
      )}
      <div
        className={stale ? 'space-y-6 opacity-60 transition-opacity' : 'space-y-6'}
        aria-busy={overview.isFetching}
        data-testid="overview"
        data-period={data?.period.name}
      >
        <KpiCards
          kpis={data?.kpis}
          balances={data?.balances}
          periodLabel={periodLabel}
          organizationWide={merchant !== null}
          merchantId={merchant}
        />
        <div className="grid gap-6 xl:grid-cols-3">
          <Card className="xl:col-span-2">
            <CardHeader
              title={t('volume.title')}
              description={
                data
                  ? t(weekly ? 'volume.rangeWeekly' : 'volume.rangeDaily', {
                      from: format.dayMonth(data.period.from),
                      to: format.dayMonth(data.period.to),
                    })
                  : periodLabel
              }
              actions={
                <Segmented
                  label={t('volume.bucket')}
                  testId="overview-bucket"
                  value={bucket}
                  options={OVERVIEW_BUCKETS.map((value) => ({
                    value,
                    label: t(value === 'day' ? 'volume.daily' : 'volume.weekly'),
                  }))}
                  onChange={(value) => update({ bucket: value })}
                />
              }
            />
            <figure className="px-3 pb-2 pt-4" data-testid="volume-chart">
              <div className="h-80">
                {data ? <VolumeChart series={data.series} weekly={weekly} /> : <ChartPlaceholder />}
              </div>
              <figcaption className="sr-only">
                {totals
                  ? t('volume.caption', {
                      payin: format.money(totals.payin),
                      payout: format.money(totals.payout),
                      days,
                    })
                  : t('volume.loading')}
              </figcaption>
            </figure>
            <details className="border-t border-slate-100 px-5 py-2 text-sm">
              <summary className="cursor-pointer text-xs text-slate-500">{t('volume.showTable')}</summary>
              <div className="max-h-64 overflow-y-auto">
                <table className="mt-2 w-full text-left text-xs tabular-nums">
                  <thead className="text-slate-500">
                    <tr>
                      <th className="py-1 font-medium">{t(weekly ? 'volume.weekOf' : 'volume.day')}</th>
                      <th className="font-medium">{t('volume.payins')}</th>
                      <th className="font-medium">{t('volume.payouts')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data?.series.map((point) => (
                      <tr key={point.bucket} className="border-t border-slate-100" data-testid="series-row">
                        <td className="py-1">{format.day(point.bucket)}</td>
                        <td>
                          {t('volume.figures', {
                            amount: format.money(point.payin_volume),
                            count: format.count(point.payin_count),
                          })}
                        </td>
                        <td>
                          {t('volume.figures', {
                            amount: format.money(point.payout_volume),
                            count: format.count(point.payout_count),
                          })}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </Card>
          <StatusBreakdown breakdown={data?.status_breakdown} days={days} />
        </div>
        <AttentionLists
          attention={data?.attention}
          merchantParam={merchant ?? ALL_ACCOUNTS}
          accountName={accountName}
          days={days}
          periodFrom={data?.period.from}
        />
      </div>
    </>
  );
}
