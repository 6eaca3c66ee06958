import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { metrics } from './metrics';
import { measureEveryRequest } from './request-metrics';
import { routeLabeller } from './route-labels';

const routeOf = routeLabeller(
  { staticRoutes: [], dynamicRoutes: [{ page: '/payins/[id]', regex: '^/payins/([^/]+?)(?:/)?$' }] },
  [],
);

async function countsByLabels(): Promise<Record<string, number>> {
  const { values } = await metrics().requestSeconds.get();
  return Object.fromEntries(
    values
      .filter(({ metricName }) => metricName === 'payrail_http_request_duration_seconds_count')
      .map(({ labels, value }) => [`${labels.method} ${labels.route} ${labels.status}`, value]),
  );
}

describe('measureEveryRequest', () => {
  it("counts each request once, by the route's pattern, method and status, including one cut off mid-answer", async () => {
    measureEveryRequest(routeOf);
    measureEveryRequest(routeOf); // a second call must not count twice
    let stalledClosed: Promise<unknown> = Promise.reject(new Error('the stalled request never arrived'));
    stalledClosed.catch(() => {});
    const server = http.createServer((req, res) => {
      if (req.url === '/payins/stalls') {
        // Added after the metrics' own listener, so it runs after the request is counted.
        stalledClosed = new Promise((resolve) => res.once('close', resolve));
        res.writeHead(200);
        res.write('partial');
        return;
      }
      res.statusCode = req.url?.startsWith('/payins/') ? 200 : 404;
      res.end('answered');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const send = (method: string, path: string) =>
      new Promise<void>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method, path, agent: false }, (res) => {
          if (path === '/payins/stalls') {
            res.once('data', () => req.destroy());
            res.once('close', resolve);
            return;
          }
          res.resume();
          res.on('end', resolve);
        });
        req.on('error', reject);
        req.end();
      });
    const closed = () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    try {
      await send('GET', '/payins/123');
      await send('GET', '/payins/456?tab=events');
      await send('POST', '/payins/123');
      await send('GET', '/no/such/path/789');
      await send('GET', '/payins/stalls');
      await stalledClosed;
    } finally {
      await closed();
    }
    const counts = await countsByLabels();
    expect(counts).toEqual({
      'GET /payins/[id] 200': 2,
      'POST /payins/[id] 200': 1,
      'GET unmatched 404': 1,
      'GET /payins/[id] aborted': 1,
    });
  });
});
