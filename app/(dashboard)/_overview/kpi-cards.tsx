import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useFormats } from '@/components/i18n/use-formats';
import { Card } from '@/components/ui/card';
import type { OverviewBalances, OverviewFigures } from './types';

type Formats = ReturnType<typeof useFormats>;
type Messages = ReturnType<typeof useTranslations<'overview.kpi'>>;

type Kpi = {
  key: string;
  label: 'payinVolume' | 'payinCount' | 'paidRate' | 'payoutVolume' | 'markupEarned' | 'failingDeliveries';
  value: (figures: OverviewFigures, format: Formats) => string;
  note?: (figures: OverviewFigures, t: Messages, format: Formats) => string;
};

const KPIS: Kpi[] = [
  {
    key: 'payin-volume',
    label: 'payinVolume',
    value: (f, format) => format.money(f.payin_volume),
    note: (_, t) => t('payinVolumeNote'),
  },
  { key: 'payin-count', label: 'payinCount', value: (f, format) => format.count(f.payin_count) },
  {
    key: 'paid-rate',
    label: 'paidRate',
    value: (f, format) => (f.paid_rate === null ? '—' : format.percent(f.paid_rate * 100, 1)),
    note: (_, t) => t('paidRateNote'),
  },
  {
    key: 'payout-volume',
    label: 'payoutVolume',
    value: (f, format) => format.money(f.payout_volume),
    note: (f, t, format) => t('payoutCount', { count: f.payout_count, shown: format.count(f.payout_count) }),
  },
  {
    key: 'markup-earned',
    label: 'markupEarned',
    value: (f, format) => format.money(f.markup_earned),
    note: (_, t) => t('markupEarnedNote'),
  },
  {
    // Deliveries belong to the organization, so this figure covers every account whichever one is shown.
    key: 'failed-deliveries',
    label: 'failingDeliveries',
    value: (f, format) => format.count(f.failed_deliveries),
    note: (_, t) => t('failingDeliveriesNote'),
  },
];

function KpiCard({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Card className="flex h-32 flex-col justify-between p-4" data-testid={testId}>
      <p
        className="truncate text-[11px] font-medium uppercase text-slate-500 sm:text-xs sm:tracking-wide"
        title={label}
      >
        {label}
      </p>
      {children}
    </Card>
  );
}

function Placeholder() {
  return (
    <>
      <div aria-hidden className="space-y-2">
        <div className="h-7 w-3/4 animate-pulse rounded bg-slate-100" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-slate-100" />
      </div>
      <div aria-hidden className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
    </>
  );
}

/** The money available now (not a figure of the period), with what is still pending and what is held. */
function BalanceCard({ balances, merchantId }: { balances?: OverviewBalances; merchantId: string | null }) {
  const t = useTranslations('overview');
  const format = useFormats();
  const note =
    balances &&
    [
      t('kpi.now'),
      ...(merchantId === null ? [t('everyAccount')] : []),
      t('kpi.pending', { amount: format.money(balances.pending) }),
    ].join(' · ');
  return (
    <KpiCard label={t('kpi.availableBalance')} testId="kpi-available-balance">
      {balances ? (
        <>
          <div>
            <p
              className="truncate text-lg font-semibold tabular-nums text-slate-900 sm:text-2xl"
              data-testid="kpi-value"
              title={format.money(balances.available)}
            >
              {format.money(balances.available)}
            </p>
            <p className="truncate text-xs text-slate-500" title={note}>
              {note}
            </p>
          </div>
          <p className="truncate text-sm text-slate-600">
            {merchantId === null ? (
              t('kpi.reserved', { amount: format.money(balances.reserved) })
            ) : (
              <Link
                href={`/balance?merchant_id=${merchantId}`}
                className="text-brand-700 underline-offset-2 hover:underline"
              >
                {t('kpi.balanceLink')}
              </Link>
            )}
          </p>
        </>
      ) : (
        <Placeholder />
      )}
    </KpiCard>
  );
}

/**
 * The available balance, then six figures for the chosen period, each with today's beside it. Every card has a fixed
 * height, loading or not, so the figures arriving never move the page (CLS). `periodLabel` is "Last 30 days".
 */
export function KpiCards({
  kpis,
  balances,
  periodLabel,
  organizationWide,
  merchantId,
}: {
  kpis?: { today: OverviewFigures; period: OverviewFigures };
  balances?: OverviewBalances;
  periodLabel: string;
  /** One account is shown, but the failing deliveries are counted for the whole organization. */
  organizationWide: boolean;
  /** The account shown, or null when the balances of every account are added up. */
  merchantId: string | null;
}) {
  const t = useTranslations('overview');
  const kpi = useTranslations('overview.kpi');
  const format = useFormats();
  return (
    <section aria-label={kpi('label')} className="grid grid-cols-2 gap-4 md:grid-cols-4 2xl:grid-cols-7">
      <BalanceCard balances={balances} merchantId={merchantId} />
      {KPIS.map((figure) => {
        const failing = figure.key === 'failed-deliveries';
        const note =
          kpis &&
          [
            periodLabel,
            ...(failing && organizationWide ? [t('everyAccount')] : []),
            ...(figure.note ? [figure.note(kpis.period, kpi, format)] : []),
          ].join(' · ');
        return (
          <KpiCard key={figure.key} label={kpi(figure.label)} testId={`kpi-${figure.key}`}>
            {kpis ? (
              <>
                <div>
                  <p
                    className="truncate text-lg font-semibold tabular-nums text-slate-900 sm:text-2xl"
                    data-testid="kpi-value"
                    title={figure.value(kpis.period, format)}
                  >
                    {figure.value(kpis.period, format)}
                  </p>
                  {/* Cut on narrow cards: the whole note, or what counts as failing, is in the tooltip. */}
                  <p
                    className="truncate text-xs text-slate-500"
                    title={failing ? kpi('failingDeliveriesHelp') : note}
                    data-testid="kpi-note"
                  >
                    {note}
                  </p>
                </div>
                <p className="truncate text-sm text-slate-600" data-testid="kpi-today">
                  {kpi('today')}{' '}
                  <span className="font-medium tabular-nums text-slate-900">{figure.value(kpis.today, format)}</span>
                </p>
              </>
            ) : (
              <Placeholder />
            )}
          </KpiCard>
        );
      })}
    </section>
  );
}
