'use client';

import { useTranslations } from 'next-intl';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormats } from '@/components/i18n/use-formats';
import type { SeriesPoint } from './types';

const PAYIN_COLOR = '#1f5fd6'; // brand-600
const PAYOUT_COLOR = '#f59e0b'; // amber-500

type TooltipEntry = { dataKey?: unknown; value?: unknown; payload?: SeriesPoint };

function VolumeTooltip({
  active,
  payload,
  weekly,
}: {
  active?: boolean;
  payload?: readonly TooltipEntry[];
  weekly: boolean;
}) {
  const t = useTranslations('overview.volume');
  const format = useFormats();
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  const day = format.dayMonth(point.bucket);
  return (
    <div className="rounded-md border border-slate-200 bg-white px-3 py-2 text-xs shadow-md">
      <p className="mb-1 font-medium text-slate-900">{weekly ? t('tooltipWeek', { day }) : day}</p>
      <p style={{ color: PAYIN_COLOR }}>
        {t('tooltipPayins', { amount: format.money(point.payin_volume), count: format.count(point.payin_count) })}
      </p>
      <p className="text-amber-700">
        {t('tooltipPayouts', { amount: format.money(point.payout_volume), count: format.count(point.payout_count) })}
      </p>
    </div>
  );
}

/**
 * Payin and payout volume per bucket. Loaded with next/dynamic (ssr: false) by the overview, so recharts is fetched
 * only after the page has painted and never counts towards its first-load JavaScript; the parent reserves its height.
 */
export default function VolumeChart({ series, weekly }: { series: SeriesPoint[]; weekly: boolean }) {
  const t = useTranslations('overview.volume');
  const format = useFormats();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={series}
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        barGap={1}
        title={t('chartTitle')}
        desc={t('chartHelp')}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis
          dataKey="bucket"
          tickFormatter={format.dayMonth}
          tick={{ fontSize: 12, fill: '#64748b' }}
          tickLine={false}
          axisLine={{ stroke: '#cbd5e1' }}
          minTickGap={16}
        />
        <YAxis
          tickFormatter={format.compactMoney}
          tick={{ fontSize: 11, fill: '#64748b' }}
          tickLine={false}
          axisLine={false}
          width={84}
        />
        <Tooltip
          cursor={{ fill: '#f1f5f9' }}
          content={(props) => <VolumeTooltip active={props.active} payload={props.payload} weekly={weekly} />}
        />
        <Legend iconType="square" wrapperStyle={{ fontSize: 12 }} />
        <Bar
          dataKey="payin_volume"
          name={t('payinVolume')}
          fill={PAYIN_COLOR}
          radius={[2, 2, 0, 0]}
          isAnimationActive={false}
        />
        <Bar
          dataKey="payout_volume"
          name={t('payoutVolume')}
          fill={PAYOUT_COLOR}
          radius={[2, 2, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
