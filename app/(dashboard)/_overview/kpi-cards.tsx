import Link from 'next/link';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { formatBrl } from '@/lib/money';
import { percent, type OverviewBalances, type OverviewFigures } from './types';

type Kpi = {
  key: string;
  label: string;
  value: (figures: OverviewFigures) => string;
  note?: (figures: OverviewFigures) => string;
};

const KPIS: Kpi[] = [
  {
    key: 'payin-volume',
    label: 'Payin volume',
    value: (f) => formatBrl(f.payin_volume),
    note: () => 'rejected charges left out',
  },
  { key: 'payin-count', label: 'Charges created', value: (f) => f.payin_count.toLocaleString('en-US') },
  {
    key: 'paid-rate',
    label: 'Paid rate',
    value: (f) => percent(f.paid_rate),
    note: () => 'paid or credited / created',
  },
  {
    key: 'payout-volume',
    label: 'Payout volume',
    value: (f) => formatBrl(f.payout_volume),
    note: (f) => `${f.payout_count} payout${f.payout_count === 1 ? '' : 's'}`,
  },
  {
    key: 'markup-earned',
    label: 'Markup earned',
    value: (f) => formatBrl(f.markup_earned),
    note: () => 'on paid payins and payouts',
  },
  {
    key: 'failed-deliveries',
    label: 'Failed webhook deliveries',
    value: (f) => f.failed_deliveries.toLocaleString('en-US'),
  },
];

function KpiCard({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Card className="flex h-32 flex-col justify-between p-4" data-testid={testId}>
      <p className="truncate text-xs font-medium uppercase tracking-wide text-slate-500" title={label}>
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
  return (
    <KpiCard label="Available balance" testId="kpi-available-balance">
      {balances ? (
        <>
          <div>
            <p
              className="truncate text-2xl font-semibold tabular-nums text-slate-900"
              data-testid="kpi-value"
              title={formatBrl(balances.available)}
            >
              {formatBrl(balances.available)}
            </p>
            <p className="truncate text-xs text-slate-500">
              Now{merchantId === null ? ' · every account' : ''} · pending {formatBrl(balances.pending)}
            </p>
          </div>
          <p className="truncate text-sm text-slate-600">
            {merchantId === null ? (
              `Reserved ${formatBrl(balances.reserved)}`
            ) : (
              <Link
                href={`/balance?merchant_id=${merchantId}`}
                className="text-brand-700 underline-offset-2 hover:underline"
              >
                Balance and statement
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
  /** One account is shown, but the failed deliveries are counted for the whole organization. */
  organizationWide: boolean;
  /** The account shown, or null when the balances of every account are added up. */
  merchantId: string | null;
}) {
  return (
    <section aria-label="Key figures" className="grid grid-cols-2 gap-4 md:grid-cols-4 2xl:grid-cols-7">
      <BalanceCard balances={balances} merchantId={merchantId} />
      {KPIS.map((kpi) => (
        <KpiCard key={kpi.key} label={kpi.label} testId={`kpi-${kpi.key}`}>
          {kpis ? (
            <>
              <div>
                <p
                  className="truncate text-2xl font-semibold tabular-nums text-slate-900"
                  data-testid="kpi-value"
                  title={kpi.value(kpis.period)}
                >
                  {kpi.value(kpis.period)}
                </p>
                <p className="truncate text-xs text-slate-500">
                  {periodLabel}
                  {kpi.key === 'failed-deliveries' && organizationWide
                    ? ' · every account'
                    : kpi.note
                      ? ` · ${kpi.note(kpis.period)}`
                      : ''}
                </p>
              </div>
              <p className="truncate text-sm text-slate-600" data-testid="kpi-today">
                Today <span className="font-medium tabular-nums text-slate-900">{kpi.value(kpis.today)}</span>
              </p>
            </>
          ) : (
            <Placeholder />
          )}
        </KpiCard>
      ))}
    </section>
  );
}
