import { useTranslations } from 'next-intl';
import type { PageState } from './page-state';

const CLASS_NAMES: Record<Exclude<PageState, 'open'>, string> = {
  paid: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  canceled: 'border-slate-300 bg-slate-100 text-slate-900',
  expired: 'border-amber-200 bg-amber-50 text-amber-900',
  rejected: 'border-red-200 bg-red-50 text-red-900',
  dropRequested: 'border-slate-300 bg-slate-100 text-slate-900',
};

/** `paidAt` and `due` arrive written (date and time in Brasília time, or the boleto's due day). */
export function StateNotice({
  state,
  payee,
  paidAt,
  due,
}: {
  state: Exclude<PageState, 'open'>;
  payee: string;
  paidAt: string | null;
  due: string;
}) {
  const t = useTranslations('pay.notice');
  const body =
    state === 'paid' ? (paidAt ? t('paidBodyAt', { time: paidAt }) : t('paidBody')) : t(`${state}Body`, { payee, due });
  return (
    <div role="status" className={`rounded-lg border px-5 py-4 ${CLASS_NAMES[state]}`}>
      <p className="font-semibold">{t(`${state}Title`)}</p>
      <p className="mt-1 text-sm">{body}</p>
    </div>
  );
}
