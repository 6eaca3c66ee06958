import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import fc from 'fast-check';
import type { Json } from '../support/api';

/** Generated requests per endpoint and kind of generator: short in `npm test`, thousands in `npm run test:fuzz`. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

/** Values that break naive handlers: wrong types, extremes, huge and odd strings, deep nesting. */
export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, -0.5, 0.001, 1.005, 1e308, -1e308, 2 ** 53 + 1, 1e20),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    '',
    ' ',
    '1',
    '1.5',
    '-1',
    'NaN',
    'Infinity',
    'true',
    'null',
    '2026-02-30',
    '0000-01-01',
    '9999-12-31T25:61:61',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '\u0000',
    '%00',
    '../../etc/passwd',
    '١٢٣',
    '𝟘𝟙𝟚',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constant('x'.repeat(20_000)),
  fc.constant('é'.repeat(5_000)),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.integer({ min: 40, max: 400 }).map((depth) => nested(depth)),
);

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

function paths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const children = Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    paths(child, [...prefix, key]),
  );
  return prefix.length ? [prefix, ...children] : children;
}

function edited(
  body: Json,
  path: string[],
  change: { kind: 'set'; value: unknown } | { kind: 'delete' } | { kind: 'extra'; value: unknown },
): unknown {
  const copy = structuredClone(body);
  const parent = path.slice(0, -1).reduce<Json>((node, key) => node[key], copy);
  const last = path.at(-1)!;
  if (change.kind === 'delete') delete parent[last];
  else if (change.kind === 'set') parent[last] = change.value;
  else parent[`${last}_extra`] = change.value;
  return copy;
}

/** A valid body with one member changed, removed or joined by an unknown one; or a body that is not the object at all. */
export function mutatedBody(valid: () => Json): fc.Arbitrary<unknown> {
  const body = valid();
  const all = paths(body);
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(fc.constantFrom(...all), weirdValue)
        .map(([path, value]) => edited(valid(), path, { kind: 'set', value })),
    },
    { weight: 3, arbitrary: fc.constantFrom(...all).map((path) => edited(valid(), path, { kind: 'delete' })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...all), weirdValue)
        .map(([path, value]) => edited(valid(), path, { kind: 'extra', value })),
    },
    { weight: 2, arbitrary: weirdValue },
  );
}

/** Bodies that are not JSON, or not sent as JSON. */
export const rawBody: fc.Arbitrary<{ text: string; contentType: string }> = fc.record({
  text: fc.oneof(
    fc.constantFrom(
      '{',
      '{"a":',
      'NaN',
      '{"amount":NaN}',
      '{"amount":1e999}',
      '[',
      ']',
      'nul',
      '"',
      '\u0000',
      '{"a":1}{"b":2}',
      '{"a":"\\ud800"}',
      `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      '\uFEFF{}',
    ),
    fc.string({ maxLength: 60 }),
  ),
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/json; charset=latin1',
    'application/json-seq',
    '',
  ),
});

/**
 * Query strings with the endpoint's own parameter names (and some others), odd values and repeated keys; at most
 * about 6 KB once encoded, since past 16 KB of headers Node refuses the request itself (431) before the app sees it.
 */
export function queryString(names: string[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    weirdValue.map((item) => (typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))),
    fc.constantFrom('0', '1', '2', '100', '101', 'asc', 'desc', 'id'),
  );
  return fc.array(fc.tuple(fc.constantFrom(...names, 'unknown', 'page[]'), value), { maxLength: 6 }).map((pairs) => {
    const params = new URLSearchParams();
    for (const [name, item] of pairs) params.append(name, item.slice(0, 500));
    return params.toString().slice(0, 6_000);
  });
}

/** Path segments that are not ids (never `.` or `..`, which the URL itself resolves into another path). */
export const oddId = fc
  .oneof(
    fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999999999999', 'null', '%00', 'abc', ' ', '9'.repeat(400)),
    fc.string({ minLength: 1, maxLength: 20 }),
  )
  .map((id) => encodeURIComponent(id))
  .filter((id) => id !== '.' && id !== '..');

export type ErrorShape = 'validation' | 'qualification' | 'cancel' | 'onboarding-webhook' | 'onboarding';

const isMessages = (errors: unknown) =>
  typeof errors === 'object' &&
  errors !== null &&
  Object.values(errors).every(
    (messages) => Array.isArray(messages) && messages.every((message) => typeof message === 'string'),
  );

/** Never a 5xx, never a rate limit (the harness spreads requests over keys), and every error in the endpoint's shape. */
export async function expectRefusedCleanly(response: APIResponse, shape: ErrorShape, what: string): Promise<void> {
  const status = response.status();
  expect(status, `${what}: ${(await response.text()).slice(0, 300)}`).toBeLessThan(500);
  expect(status, `${what}: rate limited`).not.toBe(429);
  if (status < 400) return;
  const body = await response.json().catch(() => undefined);
  expect(body, `${what}: a JSON error body`).toBeTruthy();
  const problem = shapeProblem(shape, status, body);
  expect(problem, `${what} → ${status} ${JSON.stringify(body).slice(0, 300)}`).toBeNull();
}

function shapeProblem(shape: ErrorShape, status: number, body: Json): string | null {
  switch (shape) {
    case 'cancel':
      return body.status === false && typeof body.message === 'string' ? null : 'not {status:false, message}';
    case 'onboarding-webhook':
      return body.success === false && typeof body.error?.code === 'string' && typeof body.error?.message === 'string'
        ? null
        : 'not {success:false, error:{code, message}}';
    case 'qualification':
      if (status === 400 || status === 413 || status === 415) {
        return typeof body.message === 'string' &&
          Array.isArray(body.info?.errors) &&
          Array.isArray(body.info?.uploadSuccess) &&
          Array.isArray(body.info?.uploadChangeService)
          ? null
          : 'not {message, info}';
      }
      return typeof body.message === 'string' ? null : 'no message';
    case 'onboarding':
      if (status === 404) return typeof body.error === 'string' ? null : 'not {error}';
      return validationProblem(status, body);
    case 'validation':
      return validationProblem(status, body);
  }
}

function validationProblem(status: number, body: Json): string | null {
  if (typeof body.message !== 'string') return 'no message';
  if (status === 422 && !isMessages(body.errors)) return 'a 422 without errors keyed by field';
  return null;
}

export async function send(
  api: APIRequestContext,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<APIResponse> {
  return api.fetch(path, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    data: Buffer.from(JSON.stringify(body) ?? 'null'),
  });
}

export async function sendRaw(
  api: APIRequestContext,
  method: string,
  path: string,
  headers: Record<string, string>,
  raw: { text: string; contentType: string },
): Promise<APIResponse> {
  return api.fetch(path, {
    method,
    headers: { ...headers, ...(raw.contentType ? { 'content-type': raw.contentType } : {}) },
    data: Buffer.from(raw.text),
  });
}
