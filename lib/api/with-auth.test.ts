import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { demoAccess } from '@/scripts/seed/demo';
import { createApiKey, revokeApiKey } from '@/lib/accounts/api-keys';
import { listMerchantAccounts } from '@/lib/accounts/organizations';
import { freshTestDb } from '@/test/db';
import { json } from './errors';
import { withAuth } from './with-auth';
import { theRow } from '@/db/rows';

let db: Db;
const { demoStoreKey, otherCompanyKey } = demoAccess();

beforeEach(async () => {
  db = await freshTestDb();
});

type Init = { method?: string; key?: string | null; body?: string; headers?: Record<string, string> };

type Route = (req: Request, route: { params: Promise<Record<string, never>> }) => Promise<Response>;

function call(handler: Route, { method = 'POST', key = demoStoreKey, body, headers = {} }: Init = {}) {
  const allHeaders: Record<string, string> = { 'content-type': 'application/json', ...headers };
  if (key !== null) allHeaders.authorization = `Bearer ${key}`;
  return handler(new Request('http://payrail.test/api/v2/test', { method, headers: allHeaders, body }), {
    params: Promise.resolve({}),
  });
}

const echoMerchant = withAuth({}, async ({ body, merchant }) => {
  const account = await merchant((body as { merchant_id?: unknown } | undefined)?.merchant_id);
  return json({ merchant_id: account.id });
});

async function organizationIdOf(key: string): Promise<number> {
  const whoAmI = withAuth({}, async ({ principal }) => json({ organizationId: principal.organizationId }));
  return (await (await call(whoAmI, { method: 'GET', key })).json()).organizationId;
}

describe('authentication', () => {
  it('answers 401 {message} for a missing, malformed, unknown or revoked key', async () => {
    const demoOrganization = await organizationIdOf(demoStoreKey);
    const { plaintext, record } = await createApiKey(db, {
      organizationId: demoOrganization,
      name: 'to revoke',
      mode: 'test',
      actor: { userId: null, apiKeyId: null },
    });
    expect((await call(echoMerchant, { key: plaintext, body: '{"merchant_id":1}' })).status).toBe(200);
    await revokeApiKey(db, demoOrganization, record.id, { userId: null, apiKeyId: null }, new Date());

    for (const key of [null, 'not-a-key', 'sk_test_' + 'x'.repeat(32), plaintext]) {
      const response = await call(echoMerchant, { key, body: '{}' });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
    }
    const basic = await echoMerchant(
      new Request('http://payrail.test/x', { headers: { authorization: 'Basic abc' } }),
      { params: Promise.resolve({}) },
    );
    expect(basic.status).toBe(401);
  });

  it('lets an API key read and write but not act as an admin', async () => {
    const adminOnly = withAuth({ role: 'admin' }, async () => json({ ok: true }));
    const response = await call(adminOnly, { method: 'GET' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'This action is unauthorized.' });
  });
});

describe('the merchant_id rule', () => {
  it('requires merchant_id when the organization has several accounts', async () => {
    const response = await call(echoMerchant, { body: '{}' });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(Object.keys(body.errors)).toEqual(['merchant_id']);
    expect(body.message).toBe(body.errors.merchant_id[0]);
  });

  it("selects one of the organization's accounts, and treats a foreign id like an unknown one", async () => {
    const otherAccounts = await listMerchantAccounts(db, await organizationIdOf(otherCompanyKey));
    const demoAccounts = await listMerchantAccounts(db, await organizationIdOf(demoStoreKey));
    expect(
      await (await call(echoMerchant, { body: JSON.stringify({ merchant_id: demoAccounts[1]?.id }) })).json(),
    ).toEqual({ merchant_id: demoAccounts[1]?.id });

    const foreign = await call(echoMerchant, { body: JSON.stringify({ merchant_id: otherAccounts[0]?.id }) });
    const unknown = await call(echoMerchant, { body: JSON.stringify({ merchant_id: 999_999 }) });
    expect(foreign.status).toBe(422);
    expect(await foreign.json()).toEqual(await unknown.json());
  });

  it('defaults to the only account of a single-account organization', async () => {
    const only = theRow(await listMerchantAccounts(db, await organizationIdOf(otherCompanyKey)), 'query');
    expect(await (await call(echoMerchant, { key: otherCompanyKey, body: '{}' })).json()).toEqual({
      merchant_id: only.id,
    });
  });
});

describe('request errors', () => {
  it('answers 400 {message} for malformed JSON', async () => {
    const response = await call(echoMerchant, { body: '{"merchant_id":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 413 for a body over the cap, before the handler runs', async () => {
    let ran = false;
    const capped = withAuth({ maxBodyBytes: 100 }, async () => {
      ran = true;
      return json({});
    });
    const response = await call(capped, { body: JSON.stringify({ padding: 'x'.repeat(200) }) });
    expect(response.status).toBe(413);
    expect(ran).toBe(false);
  });

  it("answers 415 for a body not sent as application/json, in the endpoint's own error shape, before the handler runs", async () => {
    let ran = false;
    const shaped = withAuth({ errorBody: (error) => ({ status: false, message: error.message }) }, async () => {
      ran = true;
      return json({});
    });
    const body = '{"merchant_id":1}';
    for (const type of [
      'text/plain',
      'application/json-seq',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
      '',
    ]) {
      const plain = await call(echoMerchant, { body, headers: { 'content-type': type } });
      expect(plain.status, type).toBe(415);
      expect(await plain.json()).toEqual({
        message: 'The request body must be sent as Content-Type: application/json.',
      });
      const cancelShape = await call(shaped, { method: 'DELETE', body, headers: { 'content-type': type } });
      expect(cancelShape.status, type).toBe(415);
      expect(await cancelShape.json()).toEqual({ status: false, message: expect.any(String) });
    }
    expect(ran).toBe(false);
    // Parameters and case do not matter; an empty body needs no type at all.
    for (const type of ['application/json; charset=utf-8', 'Application/JSON', ' application/json ;charset=UTF-8']) {
      expect((await call(shaped, { body, headers: { 'content-type': type } })).status, type).toBe(200);
    }
    expect((await call(shaped, { method: 'DELETE', headers: { 'content-type': 'text/plain' } })).status).toBe(200);
  });

  it('marks every answer, success or error, Cache-Control: no-store', async () => {
    const ok = withAuth({}, async () => json({ ok: true }));
    const responses = [
      await call(ok, { method: 'GET' }),
      await call(ok, { method: 'GET', key: 'not-a-key' }),
      await call(echoMerchant, { body: '{' }),
    ];
    expect(responses.map((response) => response.status)).toEqual([200, 401, 400]);
    for (const response of responses) expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 500 {message:"Server Error"} without leaking the cause, with a request id', async () => {
    const broken = withAuth({}, async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const response = await call(broken, { method: 'GET' });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('{"message":"Server Error"}');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('rate limits', () => {
  const previous = process.env.RATE_LIMIT_PER_MINUTE;
  afterEach(() => {
    // Assigning undefined would store the string "undefined", which lib/config.ts rightly refuses.
    if (previous === undefined) delete process.env.RATE_LIMIT_PER_MINUTE;
    else process.env.RATE_LIMIT_PER_MINUTE = previous;
  });

  it('answers 429 with Retry-After once a key passes its limit, without touching other keys', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '3';
    const ping = withAuth({}, async () => json({ ok: true }));
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(ping, { method: 'GET' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await call(ping, { method: 'GET' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toEqual({ message: 'Too Many Attempts.' });
    expect((await call(ping, { method: 'GET', key: otherCompanyKey })).status).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  let runs = 0;
  const create = withAuth({ idempotent: true }, async ({ body }) => {
    runs++;
    return json({ run: runs, body }, 201);
  });
  beforeEach(() => {
    runs = 0;
  });

  it('replays the first response for the same key and body', async () => {
    const first = await call(create, { body: '{"a":1}', headers: { 'idempotency-key': 'order-1' } });
    const second = await call(create, { body: '{"a":1}', headers: { 'idempotency-key': 'order-1' } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(runs).toBe(1);
  });

  it('refuses the same key with another body (422) and keeps keys per organization', async () => {
    await call(create, { body: '{"a":1}', headers: { 'idempotency-key': 'order-2' } });
    const changed = await call(create, { body: '{"a":2}', headers: { 'idempotency-key': 'order-2' } });
    expect(changed.status).toBe(422);
    expect(Object.keys((await changed.json()).errors)).toEqual(['Idempotency-Key']);
    const otherOrganization = await call(create, {
      key: otherCompanyKey,
      body: '{"a":2}',
      headers: { 'idempotency-key': 'order-2' },
    });
    expect(otherOrganization.status).toBe(201);
    expect(runs).toBe(2);
  });

  it('answers 409 while the first request is still running', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = withAuth({ idempotent: true }, async () => {
      await gate;
      return json({ done: true }, 201);
    });
    const first = call(slow, { body: '{}', headers: { 'idempotency-key': 'slow-1' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await call(slow, { body: '{}', headers: { 'idempotency-key': 'slow-1' } });
    expect(second.status).toBe(409);
    release();
    expect((await first).status).toBe(201);
  });

  it('frees the key after a server error so the client can retry', async () => {
    let fail = true;
    const flaky = withAuth({ idempotent: true }, async () => {
      if (fail) throw new Error('transient');
      return json({ ok: true }, 201);
    });
    expect((await call(flaky, { body: '{}', headers: { 'idempotency-key': 'retry-1' } })).status).toBe(500);
    fail = false;
    expect((await call(flaky, { body: '{}', headers: { 'idempotency-key': 'retry-1' } })).status).toBe(201);
  });
});

describe('language of errors', () => {
  it('answers in English by default and in Portuguese for Accept-Language: pt-BR, with the same status and shape', async () => {
    const english = await call(echoMerchant, { key: 'pk_test_unknown', body: '{}' });
    expect(english.status).toBe(401);
    expect(await english.json()).toEqual({ message: 'Unauthenticated.' });
    const portuguese = await call(echoMerchant, {
      key: 'pk_test_unknown',
      body: '{}',
      headers: { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' },
    });
    expect(portuguese.status).toBe(401);
    expect(await portuguese.json()).toEqual({ message: 'Não autenticado.' });
  });
});
