import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isForbiddenAddress } from './address-guard';

export type SendResult = {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseExcerpt: string | null;
};

export type SendRequest = {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE=1: tests and local demos send to loopback. */
  allowPrivate: boolean;
};

const RESPONSE_EXCERPT_BYTES = 2048;

class RefusedAddress extends Error {}

/**
 * Resolves the host and refuses it if any answer is forbidden. It runs inside the socket's connect,
 * so the address checked is the address used (no second resolution for DNS rebinding to exploit).
 */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => isForbiddenAddress(entry.address));
    const first = addresses[0];
    if (refused || first === undefined) {
      return callback(new RefusedAddress(`refused: ${hostname} resolves to a private or reserved address`), '', 0);
    }
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, first.address, first.family);
  });
};

/** One POST: no redirects followed, a deadline over the whole exchange, and at most 2 KB of the answer kept. */
export function sendWebhook(request: SendRequest): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: string): SendResult => ({
    statusCode: null,
    durationMs: elapsed(),
    error,
    responseExcerpt: null,
  });

  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return Promise.resolve(failed('invalid URL'));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.resolve(failed(`unsupported scheme ${url.protocol}`));
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!request.allowPrivate && isIP(literal) && isForbiddenAddress(literal)) {
    return Promise.resolve(failed(`refused: ${literal} is a private or reserved address`));
  }

  return new Promise((resolve) => {
    const transport = url.protocol === 'https:' ? https : http;
    const req = transport.request(url, {
      method: 'POST',
      headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
      lookup: request.allowPrivate ? undefined : guardedLookup,
      agent: false,
    });
    const deadline = setTimeout(
      () => req.destroy(new Error(`timed out after ${request.timeoutMs} ms`)),
      request.timeoutMs,
    );
    const finish = (result: SendResult) => {
      clearTimeout(deadline);
      resolve(result);
    };
    req.on('error', (error) => finish(failed(error.message)));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      const done = () => {
        finish({
          statusCode: res.statusCode ?? null,
          durationMs: elapsed(),
          error: null,
          responseExcerpt: Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8'),
        });
        res.destroy();
      };
      res.on('data', (chunk: Buffer) => {
        if (kept >= RESPONSE_EXCERPT_BYTES) return;
        chunks.push(chunk);
        kept += chunk.length;
        if (kept >= RESPONSE_EXCERPT_BYTES) done();
      });
      res.on('end', done);
      res.on('error', done);
    });
    req.end(request.body);
  });
}
