'use client';

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { bucketLabel, compactBrl } from '@/components/chart-format';
import type { BalanceSeriesResponse } from '@/lib/ledger/schemas';
import { formatBrl } from '@/lib/money';

type Point = BalanceSeriesResponse['data'][number];

const LINES = [
  { key: 'available', name: 'Available', color: '#1f5fd6' }, // brand-600
  { key: 'pending', name: 'Pending', color: '#f59e0b' }, // amber-500
  { key: 'reserved', name: 'Reserved', color: '#64748b' }, // slate-500
] as const;

function BalanceTooltip({ active, payload }: { active?: boolean; payload?: readonly { payload?: Point }[] }) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className="rounded-md border border-slate-200 bg-white px-3 py-2 text-xs shadow-md">
      <p className="mb-1 font-medium text-slate-900">End of {bucketLabel(point.date)}</p>
      {LINES.map((line) => (
        // The line's colour as a swatch, the text dark: amber on white would be 2.1:1.
        <p key={line.key} className="flex items-center gap-1.5 text-slate-800">
          <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: line.color }} />
          {line.name}: {formatBrl(point[line.key])}
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
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart
        data={series}
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        title="Balances at the end of each day"
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis
          dataKey="date"
          tickFormatter={bucketLabel}
          tick={{ fontSize: 12, fill: '#64748b' }}
          tickLine={false}
          axisLine={{ stroke: '#cbd5e1' }}
          minTickGap={16}
        />
        <YAxis
          tickFormatter={compactBrl}
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
            name={line.name}
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
