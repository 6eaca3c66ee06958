import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A list table's header row; `dense` for a wide table whose cells have the narrower padding (`px-3`) too. */
export function TableHeader({ columns, dense = false }: { columns: string[]; dense?: boolean }) {
  return (
    <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
      <tr>
        {columns.map((column, index) => (
          <th key={`${column}-${index}`} className={cn('py-2 font-medium', dense ? 'px-3' : 'px-5')}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A full-width row for loading, error and empty states. */
export function TableMessage({
  colSpan,
  tone = 'muted',
  children,
}: {
  colSpan: number;
  tone?: 'muted' | 'error';
  children: ReactNode;
}) {
  return (
    <tr>
      <td
        colSpan={colSpan}
        className={cn('px-5 py-6 text-center', tone === 'error' ? 'text-red-600' : 'text-slate-500')}
      >
        {children}
      </td>
    </tr>
  );
}

type ListQuery = { isPending: boolean; error: Error | null; refetch: () => unknown; data?: { data: unknown[] } };

/**
 * A list table's loading, error (with a retry) and empty rows, for a query answering the `{data: [...]}` envelope.
 * `what` names the list in the reader's language ("the audit log", "entries").
 */
export function TableStates({
  query,
  colSpan,
  what,
  empty,
}: {
  query: ListQuery;
  colSpan: number;
  what: string;
  empty: ReactNode;
}) {
  const t = useTranslations('lists');
  return (
    <>
      {query.isPending && <TableMessage colSpan={colSpan}>{t('loading', { what })}</TableMessage>}
      {query.error && (
        <TableMessage colSpan={colSpan} tone="error">
          {t('loadFailed', { what, message: query.error.message })}{' '}
          <button type="button" className="underline" onClick={() => query.refetch()}>
            {t('tryAgain')}
          </button>
        </TableMessage>
      )}
      {query.data?.data.length === 0 && <TableMessage colSpan={colSpan}>{empty}</TableMessage>}
    </>
  );
}
