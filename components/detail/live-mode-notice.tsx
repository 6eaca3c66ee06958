import { useTranslations } from 'next-intl';

/** In place of the sandbox's controls on a live object: nothing will move it yet, and the page says so plainly. */
export function LiveModeNotice({ noun, className = '' }: { noun: 'charge' | 'payout'; className?: string }) {
  const t = useTranslations('common.liveNotice');
  return (
    <p
      className={`rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700 ${className}`}
      data-testid="live-mode-notice"
    >
      {t(noun)}
    </p>
  );
}
