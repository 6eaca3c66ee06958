import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export function TableHeader({ columns }: { columns: string[] }) {
  return (
    <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
      <tr>
        {columns.map((column, index) => (
          <th key={`${column}-${index}`} className="px-5 py-2 font-medium">
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

/** A list table's loading, error (with a retry) and empty rows, for a query answering the `{data: [...]}` envelope. */
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
  return (
    <>
      {query.isPending && <TableMessage colSpan={colSpan}>Loading {what}…</TableMessage>}
      {query.error && (
        <TableMessage colSpan={colSpan} tone="error">
          Could not load {what}: {query.error.message}{' '}
          <button type="button" className="underline" onClick={() => query.refetch()}>
            Try again
          </button>
        </TableMessage>
      )}
      {query.data?.data.length === 0 && <TableMessage colSpan={colSpan}>{empty}</TableMessage>}
    </>
  );
}
