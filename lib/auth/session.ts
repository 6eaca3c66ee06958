import { decode, getToken, type JWT, type JWTDecodeParams } from 'next-auth/jwt';
import { publicBaseUrl } from '@/lib/config';
import { keysFor } from '@/lib/secrets/keys';

/**
 * Everything that reads or writes the session cookie: next-auth's options (lib/auth/options.ts), proxy.ts and
 * lib/api/authenticate.ts all take the cookie's name, the secret and the decoding from here.
 */

/** next-auth's secret: the session key derived from APP_SECRET, as text. */
export function sessionSecret(): string {
  return keysFor('session').current.toString('hex');
}

function sessionSecrets(): string[] {
  const { current, previous } = keysFor('session');
  return previous ? [current.toString('hex'), previous.toString('hex')] : [current.toString('hex')];
}

/** next-auth's `jwt.decode`: the current key first, then APP_SECRET_PREVIOUS's, so a rotation ends no session early. */
export async function decodeSession(params: JWTDecodeParams): Promise<JWT | null> {
  let firstError: unknown = null;
  for (const secret of sessionSecrets()) {
    try {
      return await decode({ ...params, secret });
    } catch (error) {
      firstError ??= error;
    }
  }
  throw firstError;
}

/**
 * Over https (PUBLIC_BASE_URL or NEXTAUTH_URL) the cookie is `__Host-`: Secure, host-only, path `/`, so neither
 * plain http nor a sibling subdomain can plant or read it. Over plain http (the local demo) it cannot be Secure.
 */
export function sessionCookie() {
  const secure = publicBaseUrl().startsWith('https://');
  return {
    name: `${secure ? '__Host-' : ''}next-auth.session-token`,
    options: { httpOnly: true, sameSite: 'lax' as const, path: '/', secure },
  };
}

/** The session's JWT from a request's cookie, or null. */
export async function readSessionToken(req: Parameters<typeof getToken>[0]['req']): Promise<JWT | null> {
  const cookie = sessionCookie();
  return getToken({
    req,
    secret: sessionSecret(),
    cookieName: cookie.name,
    secureCookie: cookie.options.secure,
    decode: decodeSession,
  });
}
