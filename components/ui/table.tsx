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
export function TableMessage({ colSpan, tone = 'muted', children }: { colSpan: number; tone?: 'muted' | 'error'; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className={cn('px-5 py-6 text-center', tone === 'error' ? 'text-red-600' : 'text-slate-500')}>
        {children}
      </td>
    </tr>
  );
}
