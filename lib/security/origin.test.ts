import { describe, expect, it } from 'vitest';
import { isSafeMethod, isSameOriginRequest } from './origin';

const ours = 'https://pay.example.com';
const check = (headers: Record<string, string>) => isSameOriginRequest(new Headers(headers), ours);

describe('isSameOriginRequest', () => {
  it('accepts our own Origin, or Sec-Fetch-Site: same-origin', () => {
    expect(check({ origin: ours })).toBe(true);
    expect(check({ origin: 'HTTPS://PAY.EXAMPLE.COM' })).toBe(true);
    expect(check({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(check({ 'sec-fetch-site': 'same-origin', origin: ours })).toBe(true);
  });

  it('refuses a request that carries neither', () => {
    expect(check({})).toBe(false);
    expect(check({ referer: `${ours}/payins` })).toBe(false);
  });

  it('refuses foreign, look-alike and opaque origins', () => {
    for (const origin of [
      'https://evil.example',
      'http://pay.example.com', // same host over http
      'https://pay.example.com:8443', // another port
      'https://pay.example.com.evil.example',
      'https://evil.example/https://pay.example.com',
      `${ours}/`,
      'null', // sandboxed frames, file: pages, privacy-stripped redirects
      '',
    ]) {
      expect(check({ origin }), origin).toBe(false);
    }
  });

  it("lets the browser's Sec-Fetch-Site verdict overrule a matching Origin", () => {
    for (const site of ['cross-site', 'same-site', 'none', ''])
      expect(check({ 'sec-fetch-site': site, origin: ours }), site).toBe(false);
  });
});

describe('isSafeMethod', () => {
  it('is true only for methods that change nothing', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) expect(isSafeMethod(method), method).toBe(true);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND'])
      expect(isSafeMethod(method), method).toBe(false);
  });
});
