'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { LOCALE_COOKIE, LOCALES } from '@/lib/locale';

/** The payment page's and sign-in's language choice, kept in a cookie that i18n/request.ts reads. */
export function LocaleSwitcher() {
  const t = useTranslations('common');
  const locale = useLocale();
  const router = useRouter();
  return (
    <label className="flex items-center gap-1.5 text-xs text-slate-600 print:hidden">
      <span>{t('language')}</span>
      <select
        value={locale}
        data-testid="locale-switcher"
        className="rounded border border-slate-300 bg-white px-1.5 py-0.5 text-xs text-slate-800"
        onChange={(event) => {
          document.cookie = `${LOCALE_COOKIE}=${event.target.value}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
          router.refresh();
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`languageNames.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
