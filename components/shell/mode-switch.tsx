'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { modeName } from '@/lib/livemode';
import { MODE_COOKIE } from '@/lib/selection-cookies';
import { cn } from '@/lib/utils';

function rememberMode(live: boolean) {
  document.cookie = `${MODE_COOKIE}=${modeName(live)}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}

/** The dashboard's test/live switch, kept in a cookie the server validates on every request (lib/livemode.ts). */
export function ModeSwitch({ livemode }: { livemode: boolean }) {
  const t = useTranslations('shell');
  const router = useRouter();
  const choose = (live: boolean) => {
    rememberMode(live);
    router.refresh();
  };
  return (
    <div className="flex flex-col gap-2">
      <span className="text-xs font-medium uppercase tracking-wide text-slate-500" id="mode-switch-label">
        {t('data')}
      </span>
      <div
        role="group"
        aria-labelledby="mode-switch-label"
        className="grid grid-cols-2 rounded-md border border-slate-300 p-0.5 text-sm"
      >
        {[false, true].map((live) => (
          <button
            key={modeName(live)}
            type="button"
            aria-pressed={live === livemode}
            onClick={() => live !== livemode && choose(live)}
            className={cn(
              'rounded px-2 py-1 font-medium',
              live === livemode
                ? live
                  ? 'bg-brand-600 text-white'
                  : 'bg-amber-400 text-amber-950'
                : 'text-slate-600 hover:bg-slate-100',
            )}
          >
            {live ? t('liveMode') : t('testMode')}
          </button>
        ))}
      </div>
    </div>
  );
}
