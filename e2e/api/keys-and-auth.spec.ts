import { expect, test } from '@playwright/test';
import { bearer, demo, signedInContext } from '../support/demo';

test.describe('API keys over HTTP', () => {
  test('an admin creates a key, the key works, and after revocation it gets 401', async ({ baseURL, request }) => {
    const admin = await signedInContext(baseURL!, demo.admin);
    const created = await admin.post('/api/v2/account/api-keys', { data: { name: 'Checkout server' } });
    expect(created.status()).toBe(201);
    const record = await created.json();
    expect(record).toMatchObject({ name: 'Checkout server', mode: 'test', revoked_at: null, last_used_at: null });
    expect(record.key).toMatch(/^sk_test_[A-Za-z0-9]{32}$/);
    expect(record.prefix).toBe(record.key.slice(0, 12));

    const used = await request.get('/api/v2/account/merchants', { headers: bearer(record.key) });
    expect(used.status()).toBe(200);
    // The seeded accounts come first; onboarding activations (demo seed, onboarding tests) open more after them.
    expect((await used.json()).data.map((account: { name: string }) => account.name).slice(0, 2)).toEqual([
      'Demo Store Online',
      'Demo Store Marketplace',
    ]);

    const listed = (await (await admin.get('/api/v2/account/api-keys')).json()).data;
    const listedKey = listed.find((key: { id: number }) => key.id === record.id);
    expect(listedKey.last_used_at).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(record.key);

    const revoked = await admin.delete(`/api/v2/account/api-keys/${record.id}`);
    expect(revoked.status()).toBe(200);
    expect((await revoked.json()).revoked_at).not.toBeNull();

    const afterRevoke = await request.get('/api/v2/account/merchants', { headers: bearer(record.key) });
    expect(afterRevoke.status()).toBe(401);
    expect(await afterRevoke.json()).toEqual({ message: 'Unauthenticated.' });
    await admin.dispose();
  });

  test('401 {message} without a key, with a malformed one and with an unknown one', async ({ request }) => {
    for (const headers of [
      {},
      { authorization: 'Bearer nonsense' },
      bearer('sk_test_' + 'Z'.repeat(32)),
      { authorization: demo.demoStoreKey },
    ]) {
      const response = await request.get('/api/v2/account/merchants', { headers });
      expect(response.status()).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  test('roles: only admins manage keys; view and write users and API keys get 403', async ({ baseURL, request }) => {
    for (const email of [demo.viewer, demo.writer]) {
      const user = await signedInContext(baseURL!, email);
      const response = await user.post('/api/v2/account/api-keys', { data: { name: 'not allowed' } });
      expect(response.status()).toBe(403);
      expect(await response.json()).toEqual({ message: 'This action is unauthorized.' });
      expect((await user.get('/api/v2/account/merchants')).status()).toBe(200);
      await user.dispose();
    }
    const byKey = await request.post('/api/v2/account/api-keys', {
      headers: bearer(demo.demoStoreKey),
      data: { name: 'x' },
    });
    expect(byKey.status()).toBe(403);
  });

  test('a session cannot be used for a cross-site write', async ({ baseURL }) => {
    const admin = await signedInContext(baseURL!, demo.admin);
    const crossSite = await admin.post('/api/v2/account/api-keys', {
      headers: { 'sec-fetch-site': 'cross-site' },
      data: { name: 'csrf' },
    });
    expect(crossSite.status()).toBe(403);
    const keys = (await (await admin.get('/api/v2/account/api-keys')).json()).data as { name: string }[];
    expect(keys.map((key) => key.name)).not.toContain('csrf');
    await admin.dispose();
  });
});

test.describe('tenant isolation', () => {
  test("org B's key and session see nothing of org A", async ({ baseURL, request }) => {
    const other = await request.get('/api/v2/account/merchants', { headers: bearer(demo.otherCompanyKey) });
    expect((await other.json()).data.map((account: { name: string }) => account.name)).toEqual(['Other Company']);

    const demoAdmin = await signedInContext(baseURL!, demo.admin);
    const demoKeys = (await (await demoAdmin.get('/api/v2/account/api-keys')).json()).data as {
      id: number;
      prefix: string;
    }[];
    const otherAdmin = await signedInContext(baseURL!, demo.otherAdmin);
    const otherKeys = (await (await otherAdmin.get('/api/v2/account/api-keys')).json()).data as {
      id: number;
      prefix: string;
    }[];
    expect(otherKeys.map((key) => key.id)).not.toEqual(expect.arrayContaining([demoKeys[0]?.id]));

    // Revoking another organization's key looks exactly like revoking a key that does not exist.
    const foreign = await otherAdmin.delete(`/api/v2/account/api-keys/${demoKeys[0]?.id}`);
    const unknown = await otherAdmin.delete('/api/v2/account/api-keys/99999999');
    expect(foreign.status()).toBe(404);
    expect(await foreign.json()).toEqual(await unknown.json());
    expect((await request.get('/api/v2/account/merchants', { headers: bearer(demo.demoStoreKey) })).status()).toBe(200);
    await demoAdmin.dispose();
    await otherAdmin.dispose();
  });
});
