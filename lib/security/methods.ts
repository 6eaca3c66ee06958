import { beforeEveryRequest } from '@/lib/http-server';

/**
 * Methods the WHATWG `Request` refuses to represent. Next.js builds one for every proxy and route-handler call, so
 * such a request would throw inside Next.js and answer 500. (Node's parser already answers 400 to TRACK and hands
 * CONNECT to a `connect` listener, which `next start` does not have; TRACE is the one that gets through.)
 */
const UNSERVABLE_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

export function isUnservableMethod(method: string | undefined): boolean {
  return UNSERVABLE_METHODS.has((method ?? '').toUpperCase());
}

let installed = false;

/** Answers those methods 405 before Next.js sees them (lib/http-server.ts). */
export function answerUnservableMethods(): void {
  if (installed) return;
  installed = true;
  beforeEveryRequest((req, res) => {
    if (!isUnservableMethod(req.method)) return false;
    res.writeHead(405, {
      allow: 'GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE',
      'content-type': 'text/plain; charset=utf-8',
      'x-content-type-options': 'nosniff',
    });
    res.end(`${req.method} is not supported.\n`);
    return true;
  });
}
