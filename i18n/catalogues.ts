import compile from 'icu-minify/compile';
import type { Locale } from '@/lib/locale';
import en from '@/messages/en';
import ptBR from '@/messages/pt-BR';

/** Each language's messages as written (docs/decisions.md, "Languages"). */
export const CATALOGUES = { 'pt-BR': ptBR, en } as const satisfies Record<Locale, typeof en>;

type Messages = { readonly [key: string]: string | Messages };

/**
 * A compiled message with its plural and select branches in plain objects: icu-minify makes them without a prototype,
 * which React cannot pass from a server component to the client (the dashboard hands its messages to the browser).
 */
const plain = (message: unknown): unknown => JSON.parse(JSON.stringify(message));

function compiled(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      // A compiled message is a string or an array; next-intl's types only know the written form.
      typeof value === 'string' ? (plain(compile(value)) as string) : compiled(value),
    ]),
  );
}

/**
 * The messages next-intl formats (i18n/request.ts), compiled once per process with icu-minify, as next-intl's own
 * `precompile` option does at build time. next.config.mjs points `use-intl/format-message` at use-intl's format-only
 * variant, so no page ships ICU's parser (about 9 KB gzip of every page's first load) and no render parses a message.
 * What getMessages() returns is therefore compiled: hand it to NextIntlClientProvider, but read text from CATALOGUES.
 */
export const COMPILED_CATALOGUES = {
  'pt-BR': compiled(ptBR) as typeof en,
  en: compiled(en) as typeof en,
} as const satisfies Record<Locale, typeof en>;
