/**
 * The dashboard's fetch for our own /api routes: JSON in and out, errors thrown with the API's message, asked for in the
 * page's language.
 */
type ApiErrorBody = { message?: string; errors?: Record<string, string[]> };

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message ?? `Request failed with status ${status}`);
  }
}

/**
 * The language the page is written in, for the API's messages: the root layout's `<html lang>`, which is the user's
 * Settings (else the visitor's cookie, then the browser's Accept-Language; i18n/request.ts). Without it the browser
 * would send its own Accept-Language, and a Portuguese user in an English browser would be refused in English.
 */
export function pageLanguage(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang ? { 'accept-language': lang } : {};
}

export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, init)).body;
}

/** apiFetch that also hands back the response's headers, for APIs that page by header (`X-Total-Count`). */
export async function apiFetchWithHeaders<T>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<{ body: T; headers: Headers }> {
  const { json, headers, ...rest } = init;
  const response = await fetch(`/api${path}`, {
    ...rest,
    headers: {
      accept: 'application/json',
      ...pageLanguage(),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  const body: unknown = response.status === 204 ? {} : await response.json().catch(() => ({}));
  if (!response.ok) throw new ApiRequestError(response.status, body as ApiErrorBody);
  return { body: body as T, headers: response.headers };
}
