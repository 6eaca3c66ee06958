import http from 'node:http';

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

/**
 * Answers those methods 405 before Next.js sees them. `next start` owns its http server and offers no hook ahead of
 * its request handler, so this wraps the `request` event of every http server in the process (only Next's exists).
 */
export function answerUnservableMethods(): void {
  if (installed) return;
  installed = true;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- applied below to each server
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      if (isUnservableMethod(req.method)) {
        res.writeHead(405, {
          allow: 'GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE',
          'content-type': 'text/plain; charset=utf-8',
          'x-content-type-options': 'nosniff',
        });
        res.end(`${req.method} is not supported.\n`);
        return true;
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
