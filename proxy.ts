import { NextResponse, type NextRequest } from 'next/server';
import { readSessionToken } from '@/lib/auth/session';

/**
 * Dashboard pages need a session. Checked here, before rendering, because App Router renders a page
 * alongside its layout: a redirect in the layout alone would still stream the page's content.
 */
export async function proxy(req: NextRequest) {
  if (await readSessionToken(req)) return NextResponse.next();
  const signIn = new URL('/sign-in', req.url);
  const requested = req.nextUrl.pathname + req.nextUrl.search;
  if (requested !== '/') signIn.searchParams.set('callbackUrl', requested);
  return NextResponse.redirect(signIn);
}

export const config = { matcher: ['/((?!api/|_next/|docs|sign-in|favicon.ico|icon.svg|pay/).*)'] };
