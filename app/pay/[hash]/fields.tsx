import type { ReactNode } from 'react';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const instantFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** A boleto due date is a calendar day (`YYYY-MM-DD`), not an instant: format it without moving it across zones. */
export function formatDay(date: string): string {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  return dayFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

export const formatInstant = (date: Date) => `${instantFormat.format(date)} (Brasília time)`;

export function formatDocument(digits: string): string {
  if (/^\d{14}$/.test(digits)) return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  if (/^\d{11}$/.test(digits)) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  return digits;
}

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
