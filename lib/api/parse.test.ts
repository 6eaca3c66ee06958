import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { parseIdParam, readBodyText } from './parse';

/** A POST whose body sends `first` and then nothing more, never closing. */
function stalledRequest(first: string) {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
    },
    cancel() {
      cancelled = true;
    },
  });
  const req = new Request('http://localhost/v2/payin/payments', {
    method: 'POST',
    body,
    duplex: 'half',
  } as RequestInit);
  return { req, cancelled: () => cancelled };
}

describe('readBodyText', () => {
  it('reads a whole body', async () => {
    expect(
      await readBodyText(new Request('http://localhost/', { method: 'POST', body: '{"a":1}' }), 1_000, 1_000),
    ).toBe('{"a":1}');
  });

  it('refuses a body that stops arriving with 408 once the timeout passes, and stops reading it', async () => {
    const { req, cancelled } = stalledRequest('{"amount": 10');
    const started = Date.now();
    const error = await readBodyText(req, 1_000, 150).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(408);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(cancelled()).toBe(true);
  });
});

describe('parseIdParam', () => {
  it('takes a positive integer that fits an id column', () => {
    expect(parseIdParam('42')).toBe(42);
    expect(parseIdParam('2147483647')).toBe(2_147_483_647);
  });

  it('finds nothing for anything else: the domain’s not_found, with the resource’s own message', () => {
    for (const value of ['0', '-1', 'abc', '1.5', '2147483648', '', '9'.repeat(20)]) {
      expect(() => parseIdParam(value, 'Payin not found.'), value).toThrow(
        expect.objectContaining({ code: 'not_found', message: 'Payin not found.' }),
      );
    }
  });
});
