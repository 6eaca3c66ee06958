import { localeFromAcceptLanguage } from '@/lib/locale';
import { translateMessage } from '@/lib/message-translation';
import en from '@/messages/en';
import ptBR from '@/messages/pt-BR';

const translate = (message: string) => translateMessage(message, en, ptBR);

/**
 * An error body as the caller's `Accept-Language` asks: English by default, as the API has always answered;
 * Portuguese when the header prefers it. Only the messages change: the keys, the shape and the field keys under
 * `errors` stay exactly as docs/api.md publishes them (docs/decisions.md, "Languages").
 */
export function localizeErrorBody<T>(body: T, acceptLanguage: string | null): T {
  if (localeFromAcceptLanguage(acceptLanguage) !== 'pt-BR') return body;
  return translateMessages(body, false) as T;
}

/**
 * A message is a string under `message` or `error`, or a string listed under `errors` (`{errors: {field: [messages]}}`);
 * codes, fields and ids beside them stay as they are.
 */
function translateMessages(value: unknown, underErrors: boolean): unknown {
  if (Array.isArray(value))
    return value.map((item) =>
      typeof item === 'string' ? (underErrors ? translate(item) : item) : translateMessages(item, underErrors),
    );
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      typeof inner === 'string'
        ? key === 'message' || key === 'error'
          ? translate(inner)
          : inner
        : translateMessages(inner, underErrors || key === 'errors'),
    ]),
  );
}
