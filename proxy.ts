import { NextResponse, type NextRequest } from 'next/server';
import { readSessionToken } from '@/lib/auth/session';
import { nodeEnv, publicOrigin } from '@/lib/config';
import { isDraining } from '@/lib/draining';
import {
  contentSecurityPolicy,
  newNonce,
  PUBLIC_PAGE_HEADER,
  servedOverHttps,
  STRICT_TRANSPORT_SECURITY,
} from '@/lib/security/headers';

/** Pages anyone may open: everything else under the matcher is the dashboard. */
const SIGNED_OUT_PAGES = /^\/(?:docs|sign-in|pay\/)/;

/**
 * Every page gets a Content-Security-Policy with a fresh nonce (Next.js reads it from the request headers and puts it
 * on its own scripts). Dashboard pages also need a session, checked here, before rendering,
 * because App Router renders a page alongside its layout: a redirect in the layout alone would still stream the page.
 */
export async function proxy(req: NextRequest) {
  const nonce = newNonce();
  const requestId = crypto.randomUUID();
  const policy = contentSecurityPolicy(nonce, { dev: nodeEnv() === 'development' });
  const publicPage = SIGNED_OUT_PAGES.test(req.nextUrl.pathname);
  const response =
    !publicPage && !(await readSessionToken(req))
      ? signInRedirect(req)
      : NextResponse.next({
          request: { headers: forwardedHeaders(req.headers, { nonce, policy, requestId, publicPage }) },
        });
  response.headers.set('content-security-policy', policy);
  // The id instrumentation.ts logs with an error: a user reporting a failed page can quote it.
  response.headers.set('x-request-id', requestId);
  // next.config.mjs adds HSTS when X-Forwarded-Proto says https; this covers a proxy that does not send it.
  if (servedOverHttps(req.headers, publicOrigin()))
    response.headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  // Shutting down: a kept-alive connection would keep next start's listener from closing (lib/shutdown.ts).
  if (isDraining()) response.headers.set('connection', 'close');
  return response;
}

function signInRedirect(req: NextRequest): NextResponse {
  const signIn = new URL('/sign-in', req.url);
  const requested = req.nextUrl.pathname + req.nextUrl.search;
  if (requested !== '/') signIn.searchParams.set('callbackUrl', requested);
  return NextResponse.redirect(signIn);
}

function forwardedHeaders(
  headers: Headers,
  { nonce, policy, requestId, publicPage }: { nonce: string; policy: string; requestId: string; publicPage: boolean },
): Headers {
  const forwarded = new Headers(headers);
  forwarded.set('x-nonce', nonce);
  forwarded.set('content-security-policy', policy);
  // Always our own id, never one the client sent: a caller cannot plant ids in our logs.
  forwarded.set('x-request-id', requestId);
  if (publicPage) forwarded.set(PUBLIC_PAGE_HEADER, '1');
  else forwarded.delete(PUBLIC_PAGE_HEADER);
  return forwarded;
}

// Static files skip it: no nonce to give and no session to ask for (robots.txt must answer signed-out crawlers, not redirect them).
export const config = { matcher: ['/((?!api/|_next/|favicon.ico|icon.svg|robots.txt).*)'] };
