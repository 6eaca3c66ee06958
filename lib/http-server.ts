import http from 'node:http';

/** Answers the request itself (true), or leaves it to the server's handler (false). */
export type RequestHook = (req: http.IncomingMessage, res: http.ServerResponse) => boolean;

/**
 * Runs `hook` on every request an http server of this process receives, before the server's own handler. `next start`
 * owns its http server and offers no hook ahead of its request handler, so this wraps the `request` event of every
 * http server in the process (only Next's exists). A hook added later runs first, and so also sees the requests an
 * earlier one answers.
 */
export function beforeEveryRequest(hook: RequestHook): void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- applied below to each server
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      if (hook(req, res)) return true;
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
