/**
 * The languages and time zones the UI speaks (docs/decisions.md, "Languages"). Brazilian Portuguese first; English for
 * the rest. Pure and free of dependencies: the proxy, the server pages and the dashboard's client code all read it.
 */
export const LOCALES = ['pt-BR', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';

/** Where dashboard times are told, unless the user chose another zone in Settings. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** The zones Settings offers (Brazil's, then a few abroad); the API takes any IANA zone. */
export const OFFERED_TIME_ZONES = [
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Rio_Branco',
  'America/Noronha',
  'UTC',
  'America/New_York',
  'Europe/Lisbon',
  'Europe/London',
] as const;

export const isOfferedTimeZone = (zone: string): zone is (typeof OFFERED_TIME_ZONES)[number] =>
  (OFFERED_TIME_ZONES as readonly string[]).includes(zone);

/** The language a visitor picked with the payment page's or sign-in's switcher; a signed-in user's Settings win in the dashboard. */
export const LOCALE_COOKIE = 'payrail-locale';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Whether the runtime knows `zone` as an IANA time zone (`America/Sao_Paulo`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The supported locale an `Accept-Language` header prefers (`pt-BR,pt;q=0.9,en;q=0.8` → pt-BR; `en-US` → en), by its
 * q-values; any Portuguese is pt-BR and any English en. Null when it names neither.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ q }) => q > 0 && Number.isFinite(q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'pt' || tag.startsWith('pt-')) return 'pt-BR';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return null;
}

/** A visitor's language: the switcher's cookie, then the browser's `Accept-Language`, then pt-BR. */
export function visitorLocale(cookie: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}
