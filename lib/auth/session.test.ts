import { decode, encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authOptions } from './options';
import { decodeSession, readSessionToken, sessionCookie, sessionSecret } from './session';

const OLD = 'payrail-test-secret-previous-0123456789abcdef';
const NEW = 'payrail-test-secret-current-0123456789abcdef';
const NAMES = ['APP_SECRET', 'APP_SECRET_PREVIOUS', 'PUBLIC_BASE_URL', 'NEXTAUTH_URL'] as const;

function request(cookie: string): NextRequest {
  return new NextRequest('http://localhost:3000/api/v2/account/merchants', { headers: { cookie } });
}

describe('session tokens', () => {
  const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
  beforeEach(() => {
    for (const name of NAMES) delete process.env[name];
  });
  afterEach(() => {
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  async function tokenUnder(secret: string): Promise<string> {
    process.env.APP_SECRET = secret;
    return encode({ token: { sub: '7', email: 'admin@demo.payrail.test' }, secret: sessionSecret(), maxAge: 3600 });
  }

  it('are signed with a key derived from APP_SECRET, never with APP_SECRET itself', async () => {
    const token = await tokenUnder(NEW);
    expect(sessionSecret()).not.toContain(NEW);
    await expect(decode({ token, secret: NEW })).rejects.toThrow();
    await expect(decodeSession({ token, secret: '' })).resolves.toMatchObject({ sub: '7' });
    process.env.APP_SECRET = OLD;
    await expect(decodeSession({ token, secret: '' })).rejects.toThrow();
  });

  it('made under the previous secret keep working during a rotation, and only then', async () => {
    const token = await tokenUnder(OLD);
    process.env.APP_SECRET = NEW;
    process.env.APP_SECRET_PREVIOUS = OLD;
    await expect(decodeSession({ token, secret: '' })).resolves.toMatchObject({ sub: '7' });
    expect(await readSessionToken(request(`next-auth.session-token=${token}`))).toMatchObject({ sub: '7' });
    delete process.env.APP_SECRET_PREVIOUS;
    await expect(decodeSession({ token, secret: '' })).rejects.toThrow();
    expect(await readSessionToken(request(`next-auth.session-token=${token}`))).toBeNull();
  });

  it('a token forged with the old built-in development secret is refused', async () => {
    process.env.APP_SECRET = NEW;
    const forged = await encode({
      token: { sub: '1' },
      secret: 'payrail-dev-secret-do-not-use-in-production',
      maxAge: 3600,
    });
    expect(await readSessionToken(request(`next-auth.session-token=${forged}`))).toBeNull();
  });

  it('live in a __Host- cookie, Secure and SameSite=Lax, when the public origin is https', async () => {
    process.env.PUBLIC_BASE_URL = 'https://pay.example.com';
    expect(sessionCookie()).toEqual({
      name: '__Host-next-auth.session-token',
      options: { httpOnly: true, sameSite: 'lax', path: '/', secure: true },
    });
    const token = await tokenUnder(NEW);
    expect(await readSessionToken(request(`__Host-next-auth.session-token=${token}`))).toMatchObject({ sub: '7' });
    // The unprefixed name is not read over https: a cookie planted over plain http cannot stand in.
    expect(await readSessionToken(request(`next-auth.session-token=${token}`))).toBeNull();
    delete process.env.PUBLIC_BASE_URL;
    process.env.NEXTAUTH_URL = 'https://pay.example.com';
    expect(sessionCookie().name).toBe('__Host-next-auth.session-token');
  });

  it('stay usable over plain http for the local demo, still SameSite=Lax', () => {
    process.env.NEXTAUTH_URL = 'http://localhost:3311';
    expect(sessionCookie()).toEqual({
      name: 'next-auth.session-token',
      options: { httpOnly: true, sameSite: 'lax', path: '/', secure: false },
    });
  });

  it('are written by next-auth with the same cookie, secret and decoding', async () => {
    process.env.APP_SECRET = NEW;
    process.env.PUBLIC_BASE_URL = 'https://pay.example.com';
    expect(authOptions.cookies?.sessionToken).toEqual(sessionCookie());
    expect(authOptions.useSecureCookies).toBe(true);
    expect(authOptions.secret).toBe(sessionSecret());
    expect(authOptions.jwt?.decode).toBe(decodeSession);
  });
});
