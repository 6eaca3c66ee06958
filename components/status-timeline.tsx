import { useFormats } from '@/components/i18n/use-formats';
import type { ReactNode } from 'react';

/** "3 min", "2 h 5 min", "1 d 4 h": the time spent in one status before the next. */
function elapsed(fromIso: string, toIso: string): string {
  const minutes = Math.round((new Date(toIso).getTime() - new Date(fromIso).getTime()) / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

type Status = { id: number | string; name: string };

/**
 * Every status a payin or payout has had, oldest first, from its status_history. `badge` draws a status;
 * `lastNote` is shown under the current one (a substatus), `next` after it (what is awaited).
 */
export function StatusTimeline<S extends Status>({
  history,
  badge,
  lastNote,
  next,
}: {
  history: { status: S; updated_at: string }[];
  badge: (status: S) => ReactNode;
  lastNote?: ReactNode;
  next?: ReactNode;
}) {
  const format = useFormats();
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
                {elapsed(previous.updated_at, change.updated_at)} after {previous.status.name}
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
