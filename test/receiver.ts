import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { headers: http.IncomingHttpHeaders; body: string };
export type Answer = { status: number; body?: string; delayMs?: number };

/**
 * A webhook receiver on loopback: answers from a script of responses (then 200), or with what a function decides
 * for each request (given it and the requests before it), and records every request.
 */
export async function startReceiver(script: Answer[] | ((request: Received, earlier: Received[]) => Answer) = []) {
  const received: Received[] = [];
  const answers = Array.isArray(script) ? [...script] : [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      const answer = (typeof script === 'function' ? script(request, [...received]) : answers.shift()) ?? {
        status: 200,
        body: 'ok',
      };
      received.push(request);
      const reply = () => {
        if (!res.destroyed) res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body ?? '');
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
