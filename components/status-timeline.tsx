import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useFormats } from '@/components/i18n/use-formats';

/** "3 min", "2 h 5 min", "1 d 4 h": the time spent in one status before the next, in the reader's language. */
function useElapsed(): (fromIso: string, toIso: string) => string {
  const t = useTranslations('detail.timeline');
  const { count } = useFormats();
  return (fromIso, toIso) => {
    const minutes = Math.round((new Date(toIso).getTime() - new Date(fromIso).getTime()) / 60_000);
    if (minutes < 1) return t('underAMinute');
    if (minutes < 60) return t('minutes', { minutes: count(minutes) });
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return t('hours', { hours: count(hours), minutes: count(minutes % 60) });
    return t('days', { days: count(Math.floor(hours / 24)), hours: count(hours % 24) });
  };
}

type Status = { id: number | string; name: string };

/**
 * Every status a payin or payout has had, oldest first, from its status_history. `badge` draws a status and
 * `statusName` names it (the status's own `name` unless told); `lastNote` is shown under the current one (a
 * substatus), `next` after it (what is awaited).
 */
export function StatusTimeline<S extends Status>({
  history,
  badge,
  statusName = (status) => status.name,
  lastNote,
  next,
}: {
  history: { status: S; updated_at: string }[];
  badge: (status: S) => ReactNode;
  statusName?: (status: S) => string;
  lastNote?: ReactNode;
  next?: ReactNode;
}) {
  const format = useFormats();
  const t = useTranslations('detail.timeline');
  const elapsed = useElapsed();
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5" data-testid="status-timeline">
      {history.map((change, index) => {
        const isLast = index === history.length - 1;
        const previous = history[index - 1];
        return (
          <li
            key={`${change.status.id}-${change.updated_at}`}
            className="relative"
            data-testid="timeline-entry"
            aria-current={isLast ? 'step' : undefined}
          >
            <span
              className={`absolute top-1 -left-[1.66rem] size-3 rounded-full ring-4 ring-white ${isLast ? 'bg-brand-600' : 'bg-slate-300'}`}
              aria-hidden
            />
            <div className="flex flex-wrap items-center gap-2">
              {badge(change.status)}
              <span className="text-sm text-slate-600">{format.dateTime(change.updated_at)}</span>
            </div>
            {previous && (
              <p className="mt-0.5 text-xs text-slate-500">
                {t('after', {
                  elapsed: elapsed(previous.updated_at, change.updated_at),
                  status: statusName(previous.status),
                })}
              </p>
            )}
            {isLast && lastNote && <p className="mt-0.5 text-xs text-slate-500">{lastNote}</p>}
          </li>
        );
      })}
      {next && (
        <li className="relative text-sm text-slate-500">
          <span
            className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full border border-dashed border-slate-400 bg-white"
            aria-hidden
          />
          {next}
        </li>
      )}
    </ol>
  );
}
