import type { ReactNode } from 'react';

/** A record's details as label–value rows, in a card. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 px-5 py-4 text-sm">{children}</dl>;
}

/** One row of a DetailList. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}
