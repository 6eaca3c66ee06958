import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getDb } from '@/db/client';
import { findUserByCredentials } from '@/lib/accounts/credentials';
import { findUser } from '@/lib/accounts/team';
import { SIGN_IN_LOCKED, signInSchema } from '@/lib/accounts/schemas';
import { endSession, findSessionUser, startSession } from '@/lib/accounts/sessions';
import { recordAudit } from '@/lib/audit/service';
import { systemClock } from '@/lib/clock';
import { safeCallbackPath } from './callback-url';
import { decodeSession, sessionCookie, sessionSecret } from './session';
import { clientAddress, signInThrottle } from './sign-in-throttle';

const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

export const authOptions: NextAuthOptions = {
  // Getters: read per request, so `next build` needs no secret and the demo's is generated at boot first.
  get secret() {
    return sessionSecret();
  },
  get useSecureCookies() {
    return sessionCookie().options.secure;
  },
  get cookies() {
    return { sessionToken: sessionCookie() };
  },
  jwt: { decode: decodeSession },
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: '/sign-in' },
  providers: [
    CredentialsProvider({
      name: 'Email and password',
      credentials: { email: { label: 'E-mail', type: 'email' }, password: { label: 'Password', type: 'password' } },
      async authorize(credentials, req) {
        const parsed = signInSchema.safeParse(credentials);
        if (!parsed.success) return null;
        const db = await getDb();
        const throttle = signInThrottle(db);
        // Spent before the password is checked, in one atomic upsert each: parallel guesses cannot slip past.
        const attempt = await throttle.attempt(parsed.data.email, clientAddress(req?.headers));
        if (!attempt.allowed) throw new Error(SIGN_IN_LOCKED);
        const user = await findUserByCredentials(db, parsed.data.email, parsed.data.password, systemClock());
        if (!user) return null;
        await throttle.succeeded(parsed.data.email);
        return { id: String(user.id), email: user.email, name: user.name };
      },
    }),
  ],
  callbacks: {
    // A relative path of this app or `/`: never another host, however the callbackUrl is spelled.
    redirect({ url, baseUrl }) {
      return new URL(safeCallbackPath(url, baseUrl), baseUrl).toString();
    },
    // Each sign-in opens a session row (lib/accounts/sessions.ts) whose id the JWT carries from then on.
    async jwt({ token, user }) {
      if (user) token.sid = await startSession(await getDb(), Number(user.id), systemClock(), SESSION_MAX_AGE_SECONDS);
      return token;
    },
    // The user id travels in the JWT's `sub`; exposed so server code can load the user, and only while the session lives.
    async session({ session, token }) {
      const user = await findSessionUser(await getDb(), token.sub, token.sid, systemClock());
      if (!user) return { expires: session.expires };
      if (session.user) (session.user as { id?: string }).id = token.sub;
      return session;
    },
  },
  events: {
    async signIn({ user }) {
      const db = await getDb();
      const found = await findUser(db, Number(user.id));
      if (!found) return;
      await recordAudit(db, {
        organizationId: found.organizationId,
        actor: { userId: found.id, apiKeyId: null },
        action: 'user.signed_in',
        resourceType: 'user',
        resourceId: found.id,
      });
    },
    // Ends this session for good: a copy of its cookie stops working too.
    async signOut({ token }) {
      await endSession(await getDb(), token?.sid, systemClock());
    },
  },
};
