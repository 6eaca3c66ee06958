import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { answerUnservableMethods, isUnservableMethod } from './methods';

describe('isUnservableMethod', () => {
  it('names the methods a fetch Request cannot carry', () => {
    for (const method of ['TRACE', 'trace', 'TRACK', 'CONNECT']) expect(isUnservableMethod(method), method).toBe(true);
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND', undefined])
      expect(isUnservableMethod(method), String(method)).toBe(false);
    for (const method of ['TRACE', 'TRACK', 'CONNECT'])
      expect(() => new Request('http://x.test/', { method }), method).toThrow();
  });
});

describe('answerUnservableMethods', () => {
  it('answers TRACE with 405 before the server handler runs, and leaves other methods alone', async () => {
    answerUnservableMethods();
    answerUnservableMethods(); // a second call must not wrap twice
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.method!);
      res.end('handled');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const send = (method: string) =>
      new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method, path: '/' }, (res) => {
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
      expect(seen).toEqual(['GET']);
    } finally {
      server.close();
    }
  });
});
