'use client';

import { useTranslations } from 'next-intl';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormats } from '@/components/i18n/use-formats';
import type { BalanceSeriesResponse } from '@/lib/ledger/schemas';

type Point = BalanceSeriesResponse['data'][number];

const LINES = [
  { key: 'available', color: '#1f5fd6' }, // brand-600
  { key: 'pending', color: '#f59e0b' }, // amber-500
  { key: 'reserved', color: '#64748b' }, // slate-500
] as const;

function BalanceTooltip({ active, payload }: { active?: boolean; payload?: readonly { payload?: Point }[] }) {
  const t = useTranslations('balance');
  const format = useFormats();
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className="rounded-md border border-slate-200 bg-white px-3 py-2 text-xs shadow-md">
      <p className="mb-1 font-medium text-slate-900">{t('history.endOf', { day: format.dayMonth(point.date) })}</p>
      {LINES.map((line) => (
        // The line's colour as a swatch, the text dark: amber on white would be 2.1:1.
        <p key={line.key} className="flex items-center gap-1.5 text-slate-800">
          <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: line.color }} />
          {t('history.line', { account: t(`accounts.${line.key}`), amount: format.money(point[line.key]) })}
        </p>
      ))}
    </div>
  );
}

/**
 * The balances at the end of each São Paulo day, as steps: a balance holds its value until the next day's movements.
 * Loaded with next/dynamic (ssr: false), so recharts never counts towards the page's first-load JavaScript.
 */
export default function BalanceChart({ series }: { series: Point[] }) {
  const t = useTranslations('balance');
  const format = useFormats();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} title={t('history.chartTitle')}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis
          dataKey="date"
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
        <Tooltip content={(props) => <BalanceTooltip active={props.active} payload={props.payload} />} />
        <Legend iconType="plainline" wrapperStyle={{ fontSize: 12 }} />
        {LINES.map((line) => (
          <Line
            key={line.key}
            type="stepAfter"
            dataKey={line.key}
            name={t(`accounts.${line.key}`)}
            stroke={line.color}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
