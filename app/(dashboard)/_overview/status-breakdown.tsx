import { useTranslations } from 'next-intl';
import { useFormats } from '@/components/i18n/use-formats';
import { PayinStatusBadge, PayoutStatusBadge } from '@/components/status-badge';
import { Card, CardHeader } from '@/components/ui/card';
import { PAYIN_STATUS_IDS, PAYIN_STATUS_NAMES } from '@/lib/payin/rules';
import { PAYOUT_STATUS_IDS, PAYOUT_STATUS_NAMES } from '@/lib/payout/rules';
import type { StatusRow } from './types';

type Badge = typeof PayinStatusBadge;

/** Every status of the catalogue, zero or not, so the card's height never changes with the data. */
function Breakdown({
  title,
  ids,
  names,
  rows,
  Badge,
  testId,
}: {
  title: string;
  ids: number[];
  /** The API's names: the badge says them in the reader's language, and `data-status` keeps them for tests. */
  names: Record<number, string>;
  rows?: StatusRow[];
  Badge: Badge;
  testId: string;
}) {
  const t = useTranslations('overview.breakdown');
  const format = useFormats();
  const total = rows?.reduce((sum, row) => sum + row.count, 0) ?? 0;
  return (
    <div data-testid={testId}>
      <h3 className="mb-2 flex justify-between text-xs font-medium uppercase tracking-wide text-slate-500">
        <span>{title}</span>
        <span className="tabular-nums">{rows ? t('total', { total: format.count(total) }) : ''}</span>
      </h3>
      <ul className="space-y-1">
        {ids.map((id) => {
          const row = rows?.find((candidate) => candidate.status_id === id);
          const count = row?.count ?? 0;
          return (
            <li
              key={id}
              className="relative flex items-center justify-between gap-3 rounded px-1 py-0.5 text-sm"
              data-testid="status-row"
              data-status={names[id]}
            >
              {/* The row's share of the period's records, drawn behind it. */}
              <span
                aria-hidden
                className="absolute inset-y-0 left-0 rounded bg-slate-100"
                style={{ width: total ? `${(count / total) * 100}%` : 0 }}
              />
              <span className="relative">
                <Badge status={{ id, name: names[id] ?? String(id) }} />
              </span>
              <span className="relative w-40 shrink-0 whitespace-nowrap text-right tabular-nums text-slate-700">
                {rows
                  ? t.rich('figures', {
                      count: format.count(count),
                      amount: format.money(row?.amount ?? 0),
                      muted: (chunks) => <span className="text-xs text-slate-500">{chunks}</span>,
                    })
                  : '…'}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Payins and payouts created in the period, by status (count and amount). */
export function StatusBreakdown({
  breakdown,
  days,
}: {
  breakdown?: { payin: StatusRow[]; payout: StatusRow[] };
  /** The period's length. */
  days: number;
}) {
  const t = useTranslations('overview.breakdown');
  return (
    <Card className="h-full">
      <CardHeader title={t('title')} description={t('description', { days })} />
      <div className="space-y-5 px-5 py-4">
        <Breakdown
          title={t('payins')}
          ids={PAYIN_STATUS_IDS}
          names={PAYIN_STATUS_NAMES}
          rows={breakdown?.payin}
          Badge={PayinStatusBadge}
          testId="breakdown-payin"
        />
        <Breakdown
          title={t('payouts')}
          ids={PAYOUT_STATUS_IDS}
          names={PAYOUT_STATUS_NAMES}
          rows={breakdown?.payout}
          Badge={PayoutStatusBadge}
          testId="breakdown-payout"
        />
      </div>
    </Card>
  );
}
