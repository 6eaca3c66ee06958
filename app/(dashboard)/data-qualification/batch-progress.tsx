import { useTranslations } from 'next-intl';
import { useFormats } from '@/components/i18n/use-formats';
import { DataQualificationStatusBadge } from '@/components/status-badge';
import { cn } from '@/lib/utils';
import { QUALIFICATION_AWAITING, type QualificationBatch } from './records';
import { useQualificationNames } from '@/components/i18n/qualification-names';

/** The bar's segments, outcomes first, in the status badges' tones; what is still on its way is the empty track. */
const SEGMENTS: { statusId: number; className: string }[] = [
  { statusId: 5, className: 'bg-emerald-500' },
  { statusId: 6, className: 'bg-red-500' },
  { statusId: 7, className: 'bg-slate-400' },
  { statusId: QUALIFICATION_AWAITING, className: 'bg-amber-400' },
];

/** Outcomes first, as in the bar, then what is still moving. */
const displayOrder = (statusId: number) => {
  const at = SEGMENTS.findIndex((segment) => segment.statusId === statusId);
  return at === -1 ? SEGMENTS.length + statusId : at;
};

const percent = (part: number, total: number) => (total === 0 ? 0 : (part / total) * 100);

/**
 * A batch's progress: a bar of its records by status (final vs total as the bar's value) and the counts per status.
 * Fixed height whatever the counts, so the rows around it do not move while it fills.
 */
export function BatchProgress({ batch, className }: { batch: QualificationBatch; className?: string }) {
  const t = useTranslations('qualification.progress');
  const format = useFormats();
  const names = useQualificationNames();
  const count = (statusId: number) => batch.by_status.find((entry) => entry.status_id === statusId)?.records ?? 0;
  const unsettled = batch.in_processing;
  const awaiting = count(QUALIFICATION_AWAITING);
  const done = batch.final === batch.total;
  const final = format.count(batch.final);
  const total = format.count(batch.total);
  const summary = done ? t('allFinal', { count: batch.total, n: total }) : t('someFinal', { final, total });
  return (
    <div className={cn('min-w-56', className)} data-testid="dq-batch-progress" data-done={done}>
      <div className="flex items-baseline justify-between gap-3 text-xs">
        <span
          className={cn('font-medium', done ? 'text-emerald-700' : 'text-slate-700')}
          data-testid="dq-batch-summary"
        >
          {summary}
        </span>
        <span className="text-slate-500">
          {unsettled > 0
            ? t('processing', { n: format.count(unsettled) })
            : awaiting > 0
              ? t('awaiting', { n: format.count(awaiting) })
              : ''}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('barLabel', { code: batch.batch_code })}
        aria-valuemin={0}
        aria-valuemax={batch.total}
        aria-valuenow={batch.final}
        aria-valuetext={t('barValue', { final, total })}
        className="mt-1 flex h-2 overflow-hidden rounded-full bg-slate-100"
      >
        {SEGMENTS.map(({ statusId, className: tone }) => {
          const records = count(statusId);
          return records > 0 ? (
            <div
              key={statusId}
              className={cn('h-full transition-[width] duration-500', tone)}
              style={{ width: `${percent(records, batch.total)}%` }}
            />
          ) : null;
        })}
      </div>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('byStatus')}>
        {batch.by_status
          .filter((entry) => entry.records > 0)
          .sort((a, b) => displayOrder(a.status_id) - displayOrder(b.status_id))
          .map((entry) => (
            <li key={entry.status_id} data-testid="dq-batch-status">
              <DataQualificationStatusBadge
                status={{
                  id: entry.status_id,
                  name: t('statusCount', {
                    status: names.status({ id: entry.status_id, name: entry.name }),
                    n: format.count(entry.records),
                  }),
                }}
              />
            </li>
          ))}
      </ul>
    </div>
  );
}
