import { getRequestConfig } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { sessionUser } from '@/lib/auth/dashboard';
import { DEFAULT_TIME_ZONE, LOCALE_COOKIE, visitorLocale, type Locale } from '@/lib/locale';
import { PUBLIC_PAGE_HEADER } from '@/lib/security/headers';
import { COMPILED_CATALOGUES } from './catalogues';

/**
 * Each request's language and time zone for next-intl (docs/decisions.md, "Languages"). URLs carry no locale: a
 * dashboard page speaks the signed-in user's Settings; the payment page and sign-in (marked by proxy.ts) and a user
 * who left Settings on "automatic" follow the switcher's cookie, then Accept-Language, then pt-BR.
 */
export default getRequestConfig(async () => {
  const [jar, requestHeaders] = await Promise.all([cookies(), headers()]);
  const visitor = visitorLocale(jar.get(LOCALE_COOKIE)?.value, requestHeaders.get('accept-language'));
  const user = requestHeaders.get(PUBLIC_PAGE_HEADER) ? null : (await sessionUser()).user;
  const locale: Locale = user?.locale ?? visitor;
  return {
    locale,
    timeZone: user?.timeZone ?? DEFAULT_TIME_ZONE,
    messages: COMPILED_CATALOGUES[locale],
  };
});
