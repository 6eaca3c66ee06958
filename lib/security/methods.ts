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

const ALLOW = 'GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE';

/**
 * The asterisk-form target (`OPTIONS * HTTP/1.1`, RFC 9112 §3.2.4) asks about the server, not a resource. Next.js
 * takes every target for a path and answers `*` with a 500.
 */
function isServerWideTarget(target: string | undefined): boolean {
  return target === '*';
}

let installed = false;

/**
 * Answers before Next.js sees them (lib/http-server.ts): those methods with 405; `OPTIONS *` with what the server
 * allows, any other method on `*` with 400.
 */
export function answerUnservableRequests(): void {
  if (installed) return;
  installed = true;
  beforeEveryRequest((req, res) => {
    const headers = { allow: ALLOW, 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' };
    if (isUnservableMethod(req.method)) {
      res.writeHead(405, headers);
      res.end(`${req.method} is not supported.\n`);
      return true;
    }
    if (!isServerWideTarget(req.url)) return false;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { allow: ALLOW });
      res.end();
    } else {
      res.writeHead(400, headers);
      res.end('The target * is only for OPTIONS.\n');
    }
    return true;
  });
}
