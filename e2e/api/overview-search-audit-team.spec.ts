import { expect, request, test } from '@playwright/test';
import { expect422, unique, type Json } from '../support/api';
import { bearer, demo, signedInContext } from '../support/demo';

test.describe('overview, search, audit log and team over HTTP', () => {
  test('the overview answers in one request for the organization or one account, and refuses a foreign account', async ({
    baseURL,
  }) => {
    const admin = await signedInContext(baseURL!, demo.admin);
    const all = await admin.get('/api/v2/overview?period=7d&bucket=day');
    expect(all.status()).toBe(200);
    const body: Json = await all.json();
    expect(body.series).toHaveLength(7);
    expect(Object.keys(body.kpis.today)).toEqual([
      'payin_volume',
      'payin_count',
      'paid_rate',
      'payout_volume',
      'payout_count',
      'markup_earned',
      'failed_deliveries',
    ]);
    expect(body.kpis.period.payin_count).toBeGreaterThan(0);
    expect(Object.keys(body.attention)).toEqual([
      'cancelable_charges',
      'failed_payouts',
      'batches_with_invalid_records',
      'onboarding_waiting',
      'failing_deliveries',
    ]);
    const other = await signedInContext(baseURL!, demo.otherAdmin);
    const { data: otherAccounts } = await (await other.get('/api/v2/account/merchants')).json();
    await expect422(await admin.get(`/api/v2/overview?merchant_id=${otherAccounts[0].id}`), 'merchant_id');
    await expect422(await admin.get('/api/v2/overview?period=1y'), 'period');
    await admin.dispose();
    await other.dispose();
  });

  test('search finds the organization’s own invoice and never another’s', async ({ baseURL }) => {
    const admin = await signedInContext(baseURL!, demo.admin);
    const other = await signedInContext(baseURL!, demo.otherAdmin);
    const own = (await (await admin.get('/api/v2/search?q=demo-demo-store-online-001')).json()).data;
    expect(own).toEqual([
      expect.objectContaining({ kind: 'payin', label: expect.stringContaining('demo-demo-store-online-001') }),
    ]);
    expect((await (await other.get('/api/v2/search?q=demo-demo-store-online-001')).json()).data).toEqual([]);
    await expect422(await admin.get('/api/v2/search?q='), 'q');
    await admin.dispose();
    await other.dispose();
  });

  test('the audit log and the team are for admins only: not viewers, writers or API keys', async ({ baseURL }) => {
    const api = await request.newContext({ baseURL });
    for (const path of ['/api/v2/audit-log', '/api/v2/account/users']) {
      expect((await api.get(path, { headers: bearer('sk_test_DemoStoreSandboxKey0000000000000') })).status()).toBe(403);
      for (const email of [demo.viewer, demo.writer]) {
        const user = await signedInContext(baseURL!, email);
        expect((await user.get(path)).status(), `${email} on ${path}`).toBe(403);
        await user.dispose();
      }
    }
    await api.dispose();
  });

  test('an admin adds a member who signs in (audited), changes their role and deactivates them', async ({
    baseURL,
  }) => {
    const admin = await signedInContext(baseURL!, demo.admin);
    const email = `${unique('member')}@demo.payrail.test`;
    const created = await admin.post('/api/v2/account/users', { data: { email, name: 'New Member', role: 'view' } });
    expect(created.status()).toBe(201);
    const member: Json = await created.json();
    expect(member).toMatchObject({
      email,
      role: 'view',
      active: true,
      password: expect.stringMatching(/^[A-Za-z0-9]{16}$/),
    });

    // The one-time password signs in to a session that can only replace it; the new one signs in for real.
    const first = await signedInContext(baseURL!, email, member.password);
    const signIns = (
      await (await admin.get(`/api/v2/audit-log?action=user.signed_in&actor_user_id=${member.id}`)).json()
    ).data;
    expect(signIns).toHaveLength(1);
    expect((await first.get('/api/v2/account/merchants')).status()).toBe(403);
    expect(
      (
        await first.post('/api/v2/account/me/password', {
          data: { current_password: member.password, new_password: 'my-own-password' },
        })
      ).status(),
    ).toBe(200);
    await first.dispose();
    const session = await signedInContext(baseURL!, email, 'my-own-password');
    expect((await session.get('/api/v2/account/merchants')).status()).toBe(200);

    const promoted = await admin.patch(`/api/v2/account/users/${member.id}`, { data: { role: 'write' } });
    expect((await promoted.json()).role).toBe('write');
    const { data: users } = await (await admin.get('/api/v2/account/users')).json();
    const me = users.find((user: Json) => user.email === demo.admin);
    await expect422(await admin.patch(`/api/v2/account/users/${me.id}`, { data: { active: false } }), 'active');
    await expect422(await admin.patch(`/api/v2/account/users/${member.id}`, { data: {} }), 'body');
    expect((await admin.patch('/api/v2/account/users/999999', { data: { role: 'view' } })).status()).toBe(404);

    expect((await admin.patch(`/api/v2/account/users/${member.id}`, { data: { active: false } })).status()).toBe(200);
    expect((await session.get('/api/v2/account/merchants')).status()).toBe(401);
    const actions = (
      await (await admin.get(`/api/v2/audit-log?resource_type=user&resource_id=${member.id}`)).json()
    ).data.map((entry: Json) => entry.action);
    expect(actions).toEqual([
      'user.deactivated',
      'user.role_changed',
      'user.signed_in',
      'user.password_changed',
      'user.signed_in',
      'user.created',
    ]);
    await session.dispose();
    await admin.dispose();
  });
});
