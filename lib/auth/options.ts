import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getDb } from '@/db/client';
import { findUser, findUserByCredentials } from '@/lib/accounts/service';
import { signInSchema } from '@/lib/accounts/schemas';
import { recordSignInOutcome, signInLocked } from '@/lib/api/rate-limit';
import { recordAudit } from '@/lib/audit/service';
import { decodeSession, sessionCookie, sessionSecret } from './session';

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
  session: { strategy: 'jwt', maxAge: 8 * 60 * 60 },
  pages: { signIn: '/sign-in' },
  providers: [
    CredentialsProvider({
      name: 'Email and password',
      credentials: { email: { label: 'E-mail', type: 'email' }, password: { label: 'Password', type: 'password' } },
      async authorize(credentials) {
        const parsed = signInSchema.safeParse(credentials);
        if (!parsed.success || (await signInLocked(parsed.data.email))) return null;
        const user = await findUserByCredentials(await getDb(), parsed.data.email, parsed.data.password);
        await recordSignInOutcome(parsed.data.email, user !== null);
        return user ? { id: String(user.id), email: user.email, name: user.name } : null;
      },
    }),
  ],
  callbacks: {
    // The user id travels in the JWT's `sub`; expose it so server code can load the user.
    session({ session, token }) {
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
  },
};
