import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { answerUnservableRequests, isUnservableMethod } from './methods';

describe('isUnservableMethod', () => {
  it('names the methods a fetch Request cannot carry', () => {
    for (const method of ['TRACE', 'trace', 'TRACK', 'CONNECT']) expect(isUnservableMethod(method), method).toBe(true);
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND', undefined])
      expect(isUnservableMethod(method), String(method)).toBe(false);
    for (const method of ['TRACE', 'TRACK', 'CONNECT'])
      expect(() => new Request('http://x.test/', { method }), method).toThrow();
  });
});

describe('answerUnservableRequests', () => {
  it('answers TRACE with 405 and the target * itself, before the server handler runs, and leaves the rest alone', async () => {
    answerUnservableRequests();
    answerUnservableRequests(); // a second call must not wrap twice
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.method!);
      res.end('handled');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const send = (method: string, path = '/') =>
      new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method, path }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      const trace = await send('TRACE');
      expect(trace.status).toBe(405);
      expect(trace.allow).toContain('GET');
      expect((await send('GET')).body).toBe('handled');
      const serverWide = await send('OPTIONS', '*');
      expect(serverWide.status).toBe(204);
      expect(serverWide.allow).toContain('POST');
      expect((await send('GET', '*')).status).toBe(400);
      expect((await send('OPTIONS', '/')).body).toBe('handled');
      expect(seen).toEqual(['GET', 'OPTIONS']);
    } finally {
      server.close();
    }
  });
});
