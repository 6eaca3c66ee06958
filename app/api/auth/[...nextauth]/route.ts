import NextAuth from 'next-auth';
import { json } from '@/lib/api/errors';
import { authOptions } from '@/lib/auth/options';
import { publicOrigin } from '@/lib/config';
import { isSameOriginRequest } from '@/lib/security/origin';

// next-auth v4 types its App Router handler as `any`; this is the route handler it is.
const handler = NextAuth(authOptions) as (req: Request, context: unknown) => Promise<Response>;

/**
 * Sign-in, sign-out and session updates come from our own pages. next-auth's CSRF token already guards them; refusing
 * foreign origins too means a page elsewhere cannot even try (log a visitor into the attacker's account, sign them out).
 */
function post(req: Request, context: unknown): Promise<Response> | Response {
  if (!isSameOriginRequest(req.headers, publicOrigin()))
    return json({ message: 'Sign-in requests must come from this site.' }, 403);
  return handler(req, context);
}

export { handler as GET, post as POST };
