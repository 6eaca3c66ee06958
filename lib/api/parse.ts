import type { z } from 'zod';
import { notFoundError } from '@/lib/errors';
import {
  malformedJson,
  nulCharacter,
  payloadTooLarge,
  requestTimeout,
  unsupportedMediaType,
  validationFailed,
  zodFieldErrors,
} from './errors';

/**
 * Reads the body as text, refusing it with 413 once it passes `maxBytes`, before any parsing, and with 408 when it has
 * not all arrived within `timeoutMs` (a client that stops sending would otherwise hold the request open for good).
 */
export async function readBodyText(req: Request, maxBytes: number, timeoutMs: number): Promise<string> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw payloadTooLarge(maxBytes);
  if (!req.body) return '';
  const reader = req.body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(requestTimeout(timeoutMs)), timeoutMs);
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), deadline]);
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw payloadTooLarge(maxBytes);
      chunks.push(value);
    }
  } catch (error) {
    // Not awaited: on a stalled upload Next's body stream settles a cancel only once more data or the end arrives.
    reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

// Postgres stores no NUL in text or jsonb: refused at the door, it is a 400 rather than a failed write.
const hasNul = (text: string) => text.includes('\0');
// In JSON text a NUL can only be the escape \u0000 (a raw one is invalid JSON): one preceded by an odd number of
// backslashes. Testing the text costs next to nothing; a reviver over every value tripled the parse of a large batch.
const NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u0000/;

/** `application/json`, with or without parameters (`; charset=utf-8`); not `application/json-seq`, `text/plain`… */
export function isJsonContentType(contentType: string | null): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * An empty body is `undefined`; anything else must be declared JSON (415 otherwise: a body sent as `text/plain` or a
 * form is what a cross-site page can post without a preflight) and be JSON without NUL characters in its keys or strings.
 */
export function parseJsonBody(text: string, contentType: string | null): unknown {
  if (text.trim() !== '' && !isJsonContentType(contentType)) throw unsupportedMediaType();
  return parseJsonText(text);
}

/** An empty body is `undefined`; anything else must be JSON without NUL characters in its keys or strings. */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw malformedJson();
  }
  if (NUL_ESCAPE.test(text)) throw nulCharacter('body');
  return parsed;
}

/** Parses with the contract's schema; failures become the 422 `{message, errors}` shape (docs/api.md). */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw validationFailed(zodFieldErrors(result.error));
  return result.data;
}

export function queryObject(req: Request): Record<string, string> {
  const params = new URL(req.url).searchParams;
  for (const [key, value] of params) if (hasNul(key) || hasNul(value)) throw nulCharacter('query');
  return Object.fromEntries(params);
}

/**
 * A path id that is not a positive integer cannot name a row: it is just not found, the domain's own `not_found`, so
 * a dashboard page that parses its path this way shows the same not-found page as for an unknown id.
 */
export function parseIdParam(value: string, notFoundMessage = 'Not Found.'): number {
  const id = /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFoundError(notFoundMessage);
  return id;
}
