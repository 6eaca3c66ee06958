import type { ReactNode } from 'react';

export function Field({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={mono ? 'mt-0.5 break-all font-mono text-sm text-slate-900' : 'mt-0.5 text-sm text-slate-900'}>
        {children}
      </dd>
    </div>
  );
}
