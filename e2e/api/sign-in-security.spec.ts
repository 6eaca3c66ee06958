import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { unique, type Json } from '../support/api';
import { demo, signedInContext } from '../support/demo';

/**
 * Sign-in throttling, callback URLs, one-time passwords and the end of sessions, over HTTP against next-auth's own
 * endpoints. Every test works on members it creates: the seeded demo logins are shared with the other specs.
 */

/** A client address of this test's own, so its attempts never count against the suite's shared one. */
const ownAddress = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}, 10.0.0.1`;

/** One credentials POST, without asserting anything; returns next-auth's JSON (`{url}`). */
async function postCredentials(
  context: APIRequestContext,
  csrfToken: string,
  form: Record<string, string>,
  address: string,
): Promise<Json> {
  const response = await context.post('/api/auth/callback/credentials', {
    form: { csrfToken, json: 'true', ...form },
    headers: { 'x-forwarded-for': address },
    maxRedirects: 0,
  });
  return response.json().catch(() => ({}));
}

async function csrf(context: APIRequestContext): Promise<string> {
  return (await (await context.get('/api/auth/csrf')).json()).csrfToken;
}

async function sessionEmail(context: APIRequestContext): Promise<string | undefined> {
  return (await (await context.get('/api/auth/session')).json()).user?.email;
}

/** A new view-role member of the Demo Store, with the one-time password the team API answered. */
async function addMember(admin: APIRequestContext): Promise<{ id: number; email: string; password: string }> {
  const email = `${unique('security')}@example.com`;
  const created = await admin.post('/api/v2/account/users', { data: { email, name: 'Security Test', role: 'view' } });
  expect(created.status()).toBe(201);
  const member: Json = await created.json();
  return { id: member.id, email, password: member.password };
}

/** A member who has replaced the one-time password with `password`, and a fresh session of theirs. */
async function memberWithOwnPassword(baseURL: string, admin: APIRequestContext, password = `own-${unique('pw')}`) {
  const member = await addMember(admin);
  const first = await signedInContext(baseURL, member.email, member.password);
  expect(
    (
      await first.post('/api/v2/account/me/password', {
        data: { current_password: member.password, new_password: password },
      })
    ).status(),
  ).toBe(200);
  await first.dispose();
  return { ...member, password, session: await signedInContext(baseURL, member.email, password) };
}

/** A client that says what a browser on our own sign-in page says: our origin (next-auth's POSTs need it). */
const browserClient = (baseURL: string, storageState?: Awaited<ReturnType<APIRequestContext['storageState']>>) =>
  request.newContext({ baseURL, storageState, extraHTTPHeaders: { origin: new URL(baseURL).origin } });

async function copyOf(baseURL: string, context: APIRequestContext): Promise<APIRequestContext> {
  return browserClient(baseURL, await context.storageState());
}

test.describe('sign-in security', () => {
  test('40 parallel wrong passwords lock the account: the right password then does not sign in', async ({
    baseURL,
  }) => {
    const admin = await signedInContext(baseURL!, demo.admin);
    const member = await memberWithOwnPassword(baseURL!, admin);
    const attacker = await browserClient(baseURL!);
    const token = await csrf(attacker);
    const address = ownAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postCredentials(attacker, token, { email: member.email, password: `wrong-guess-${i}` }, address),
      ),
    );
    // An attempt is counted before its password is checked: of 40 at once, only the account's 10 were checked at all.
    expect(answers.filter((answer) => answer.url?.includes('error=CredentialsSignin'))).toHaveLength(10);
    expect(answers.filter((answer) => answer.url?.includes('error=TooManyAttempts'))).toHaveLength(30);
    const right = await postCredentials(attacker, token, { email: member.email, password: member.password }, address);
    expect(right.url).toContain('error=TooManyAttempts');
    expect(await sessionEmail(attacker)).toBeUndefined();

    // From another address too: the lock is on the account.
    const other = await browserClient(baseURL!);
    await postCredentials(other, await csrf(other), { email: member.email, password: member.password }, ownAddress());
    expect(await sessionEmail(other)).toBeUndefined();
    // The member's open session is not what was attacked: it goes on working.
    expect((await member.session.get('/api/v2/account/merchants')).status()).toBe(200);
    await Promise.all([attacker.dispose(), other.dispose(), member.session.dispose(), admin.dispose()]);
  });

  test('a successful sign-in clears the account’s count of failures', async ({ baseURL }) => {
    const admin = await signedInContext(baseURL!, demo.admin);
    const member = await memberWithOwnPassword(baseURL!, admin);
    const client = await browserClient(baseURL!);
    const address = ownAddress();
    // The default limit is 10 attempts per account; 3 × (8 wrong + 1 right) would lock an account that never clears.
    for (let round = 0; round < 3; round += 1) {
      const token = await csrf(client);
      for (let i = 0; i < 8; i += 1)
        await postCredentials(client, token, { email: member.email, password: `wrong-${round}-${i}` }, address);
      await postCredentials(client, token, { email: member.email, password: member.password }, address);
      expect(await sessionEmail(client), `round ${round}`).toBe(member.email);
      await client.post('/api/auth/signout', { form: { csrfToken: await csrf(client), json: 'true' } });
    }
    await Promise.all([client.dispose(), member.session.dispose(), admin.dispose()]);
  });

  test('the callback URL after sign-in is always a path of this app', async ({ baseURL }) => {
    const admin = await signedInContext(baseURL!, demo.admin);
    const member = await memberWithOwnPassword(baseURL!, admin);
    const origin = new URL(baseURL!).origin;
    for (const callbackUrl of [
      '/\\evil',
      '/%09/evil',
      '/\t/evil',
      '/%0A/evil',
      '//evil',
      'https://evil',
      '/%2F/evil',
      '/%5Cevil',
      'https://evil.example/x',
    ]) {
      const client = await browserClient(baseURL!);
      const answer = await postCredentials(
        client,
        await csrf(client),
        { email: member.email, password: member.password, callbackUrl },
        ownAddress(),
      );
      expect(answer.url, JSON.stringify(callbackUrl)).toBe(`${origin}/`);
      await client.dispose();
    }
    const client = await browserClient(baseURL!);
    const kept = await postCredentials(
      client,
      await csrf(client),
      { email: member.email, password: member.password, callbackUrl: '/payins?status_id=3' },
      ownAddress(),
    );
    expect(kept.url).toBe(`${origin}/payins?status_id=3`);
    await Promise.all([client.dispose(), member.session.dispose(), admin.dispose()]);
  });

  test('a one-time password session may only change the password (403 elsewhere); short new passwords are refused', async ({
    baseURL,
  }) => {
    const admin = await signedInContext(baseURL!, demo.admin);
    const member = await addMember(admin);
    const session = await signedInContext(baseURL!, member.email, member.password);
    const refused = await session.get('/api/v2/account/merchants');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: expect.stringContaining('one-time password') });
    expect((await session.post('/api/v2/account/api-keys', { data: { name: 'nope' } })).status()).toBe(403);

    const short = await session.post('/api/v2/account/me/password', {
      data: { current_password: member.password, new_password: 'elevenchars' },
    });
    expect(short.status()).toBe(422);
    expect(Object.keys((await short.json()).errors)).toEqual(['new_password']);
    const wrong = await session.post('/api/v2/account/me/password', {
      data: { current_password: 'not-the-one-time-password', new_password: 'a-fine-new-password' },
    });
    expect(wrong.status()).toBe(422);
    expect(Object.keys((await wrong.json()).errors)).toEqual(['current_password']);

    expect(
      (
        await session.post('/api/v2/account/me/password', {
          data: { current_password: member.password, new_password: 'a-fine-new-password' },
        })
      ).status(),
    ).toBe(200);
    // The change ended this session too; the new password signs in to a session without limits.
    expect((await session.get('/api/v2/account/merchants')).status()).toBe(401);
    const fresh = await signedInContext(baseURL!, member.email, 'a-fine-new-password');
    expect((await fresh.get('/api/v2/account/merchants')).status()).toBe(200);
    const changes = (
      await (await admin.get(`/api/v2/audit-log?action=user.password_changed&actor_user_id=${member.id}`)).json()
    ).data;
    expect(changes).toHaveLength(1);
    await Promise.all([session.dispose(), fresh.dispose(), admin.dispose()]);
  });

  test('an admin reset ends the member’s sessions and issues a new one-time password', async ({ baseURL }) => {
    const admin = await signedInContext(baseURL!, demo.admin);
    const member = await memberWithOwnPassword(baseURL!, admin);
    const reset = await admin.post(`/api/v2/account/users/${member.id}/password-reset`);
    expect(reset.status()).toBe(200);
    const body: Json = await reset.json();
    expect(body).toMatchObject({
      id: member.id,
      password: expect.stringMatching(/^[A-Za-z0-9]{16}$/),
      one_time_password_expires_at: expect.any(String),
    });
    const hours = (Date.parse(body.one_time_password_expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await member.session.get('/api/v2/account/merchants')).status()).toBe(401);

    const client = await browserClient(baseURL!);
    await postCredentials(client, await csrf(client), { email: member.email, password: member.password }, ownAddress());
    expect(await sessionEmail(client)).toBeUndefined();
    const again = await signedInContext(baseURL!, member.email, body.password);
    expect((await again.get('/api/v2/account/merchants')).status()).toBe(403);
    expect((await admin.post('/api/v2/account/users/999999/password-reset')).status()).toBe(404);
    const viewer = await signedInContext(baseURL!, member.email, body.password);
    expect((await viewer.post(`/api/v2/account/users/${member.id}/password-reset`)).status()).toBe(403);
    await Promise.all([client.dispose(), again.dispose(), viewer.dispose(), member.session.dispose(), admin.dispose()]);
  });

  test('a copied session cookie stops working after sign-out, a password change and deactivation', async ({
    baseURL,
  }) => {
    const admin = await signedInContext(baseURL!, demo.admin);

    // Sign-out ends that session, copies included; the member's other sessions go on.
    const member = await memberWithOwnPassword(baseURL!, admin);
    const other = await signedInContext(baseURL!, member.email, member.password);
    const copy = await copyOf(baseURL!, member.session);
    expect((await copy.get('/api/v2/account/merchants')).status()).toBe(200);
    await member.session.post('/api/auth/signout', { form: { csrfToken: await csrf(member.session), json: 'true' } });
    expect((await copy.get('/api/v2/account/merchants')).status()).toBe(401);
    expect(await sessionEmail(copy)).toBeUndefined();
    expect((await other.get('/api/v2/account/merchants')).status()).toBe(200);

    // A password change ends every session.
    const copyOfOther = await copyOf(baseURL!, other);
    expect(
      (
        await other.post('/api/v2/account/me/password', {
          data: { current_password: member.password, new_password: 'another-long-password' },
        })
      ).status(),
    ).toBe(200);
    expect((await copyOfOther.get('/api/v2/account/merchants')).status()).toBe(401);

    // Deactivation ends them for good: reactivating the member does not bring an old session back.
    const last = await signedInContext(baseURL!, member.email, 'another-long-password');
    const copyOfLast = await copyOf(baseURL!, last);
    expect((await admin.patch(`/api/v2/account/users/${member.id}`, { data: { active: false } })).status()).toBe(200);
    expect((await copyOfLast.get('/api/v2/account/merchants')).status()).toBe(401);
    expect((await admin.patch(`/api/v2/account/users/${member.id}`, { data: { active: true } })).status()).toBe(200);
    expect((await copyOfLast.get('/api/v2/account/merchants')).status()).toBe(401);
    expect((await last.get('/api/v2/account/merchants')).status()).toBe(401);
    await Promise.all(
      [member.session, other, copy, copyOfOther, last, copyOfLast, admin].map((context) => context.dispose()),
    );
  });
});
