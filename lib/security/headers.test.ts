import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, newNonce, servedOverHttps } from './headers';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]));

describe('contentSecurityPolicy', () => {
  it('runs scripts only with the nonce, and forbids framing, plugins, foreign forms and <base>', () => {
    const policy = directives(contentSecurityPolicy('abc123=='));
    expect(policy['script-src']).toBe("'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(policy['frame-ancestors']).toBe("'none'");
    expect(policy['object-src']).toBe("'none'");
    expect(policy['base-uri']).toBe("'self'");
    expect(policy['form-action']).toBe("'self'");
    expect(policy['default-src']).toBe("'self'");
    expect(contentSecurityPolicy('n')).not.toContain('unsafe-eval');
  });

  it("allows eval only for next dev's tooling", () => {
    expect(directives(contentSecurityPolicy('n', { dev: true }))['script-src']).toBe(
      "'self' 'nonce-n' 'strict-dynamic' 'unsafe-eval'",
    );
  });
});

describe('newNonce', () => {
  it('is 128 random bits in base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('servedOverHttps', () => {
  const over = (origin: string, headers: Record<string, string> = {}) => servedOverHttps(new Headers(headers), origin);

  it('is true when the public origin is https, or the proxy in front says the client used https', () => {
    expect(over('https://pay.example.com')).toBe(true);
    expect(over('http://localhost:3000', { 'x-forwarded-proto': 'https' })).toBe(true);
    expect(over('http://localhost:3000', { 'x-forwarded-proto': 'HTTPS, http' })).toBe(true);
  });

  it('is false for plain http', () => {
    expect(over('http://localhost:3000')).toBe(false);
    expect(over('http://localhost:3000', { 'x-forwarded-proto': 'http' })).toBe(false);
    expect(over('http://localhost:3000', { 'x-forwarded-proto': 'http, https' })).toBe(false);
  });
});
