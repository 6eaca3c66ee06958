import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationFailed, zodFieldErrors } from './errors';
import { isJsonContentType, parseJsonBody, parseJsonText, parseWith, queryObject, readBodyText } from './parse';

describe('error contract', () => {
  it('keys zod issues by dotted path', () => {
    const schema = z.object({
      markup: z.object({ mode: z.enum(['fixed', 'percent']), amount: z.number() }),
      name: z.string(),
    });
    const result = schema.safeParse({ markup: { mode: 'other', amount: 'x' } });
    expect(result.success).toBe(false);
    const errors = zodFieldErrors(result.error!);
    expect(Object.keys(errors).sort()).toEqual(['markup.amount', 'markup.mode', 'name']);
    expect(errors['markup.mode']).toHaveLength(1);
  });

  it('puts root issues under body', () => {
    const result = z.object({ a: z.string() }).safeParse('not an object');
    expect(Object.keys(zodFieldErrors(result.error!))).toEqual(['body']);
  });

  it('builds a 422 whose message is the first error and counts the rest', () => {
    const error = validationFailed({ a: ['A is wrong.'], b: ['B is wrong.', 'B again.'] });
    expect(error.status).toBe(422);
    expect(error.body).toEqual({
      message: 'A is wrong. (and 2 more errors)',
      errors: { a: ['A is wrong.'], b: ['B is wrong.', 'B again.'] },
    });
    expect(validationFailed({ a: ['Only.'] }).body.message).toBe('Only.');
  });

  it('parseWith throws the 422 and returns parsed data', () => {
    const schema = z.object({ n: z.number().int() });
    expect(parseWith(schema, { n: 3 })).toEqual({ n: 3 });
    expect(() => parseWith(schema, { n: 1.5 })).toThrow(expect.objectContaining({ status: 422 }));
  });
});

describe('body reading', () => {
  it('takes application/json with any parameters, and no other type', () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'APPLICATION/JSON;charset=latin1',
      ' application/json ',
    ])
      expect(isJsonContentType(type), type).toBe(true);
    for (const type of [
      null,
      '',
      'text/plain',
      'application/json-seq',
      'application/jsonx',
      'application/ld+json',
      'text/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=a',
    ]) {
      expect(isJsonContentType(type), String(type)).toBe(false);
    }
  });

  it('refuses a non-empty body without a JSON type with 415, and ignores the type of an empty one', () => {
    expect(() => parseJsonBody('{"a":1}', 'text/plain')).toThrow(expect.objectContaining({ status: 415 }));
    expect(() => parseJsonBody('{"a":1}', null)).toThrow(expect.objectContaining({ status: 415 }));
    expect(parseJsonBody('{"a":1}', 'application/json; charset=utf-8')).toEqual({ a: 1 });
    expect(parseJsonBody(' ', 'text/plain')).toBeUndefined();
    expect(() => parseJsonBody('{"a":', 'application/json')).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('refuses malformed JSON with 400 and treats an empty body as undefined', () => {
    expect(() => parseJsonText('{"a":')).toThrow(expect.objectContaining({ status: 400 }));
    expect(parseJsonText('  ')).toBeUndefined();
    expect(parseJsonText('{"a":1}')).toEqual({ a: 1 });
  });

  it('refuses a body over the cap by declared length and by streamed size', async () => {
    const big = 'x'.repeat(2048);
    const declared = new Request('http://x/', { method: 'POST', body: big, headers: { 'content-length': '2048' } });
    await expect(readBodyText(declared, 1024, 1_000)).rejects.toMatchObject({ status: 413 });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const undeclared = new Request('http://x/', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    await expect(readBodyText(undeclared, 1024, 1_000)).rejects.toMatchObject({ status: 413 });
    const small = new Request('http://x/', { method: 'POST', body: '{"ok":true}' });
    expect(await readBodyText(small, 1024, 1_000)).toBe('{"ok":true}');
  });
});

describe('NUL characters', () => {
  it('are refused with 400 in a body string or key, and in a query', () => {
    expect(() => parseJsonText('{"name":"a\\u0000b"}')).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => parseJsonText('{"a\\u0000":1}')).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => parseJsonText('{"nested":[{"deep":"\\u0000"}]}')).toThrow(expect.objectContaining({ status: 400 }));
    expect(parseJsonText('{"name":"a\\\\u0000b"}')).toEqual({ name: 'a\\u0000b' });
    // An escaped backslash, then the escape: still a NUL.
    expect(() => parseJsonText('{"x":"\\\\\\u0000"}')).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => queryObject(new Request('http://x/api?q=%00'))).toThrow(expect.objectContaining({ status: 400 }));
    expect(queryObject(new Request('http://x/api?q=ok'))).toEqual({ q: 'ok' });
  });
});
