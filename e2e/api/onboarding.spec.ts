import { expect, test, type APIRequestContext } from '@playwright/test';
import { startReceiver } from '../../test/receiver';
import { demoStoreKey, expect422, type Json, sha256hex, withValue } from '../support/api';
import { bearer, demo, signedInContext } from '../support/demo';

const PATH = '/api/v2/register/companies';
const WEBHOOKS = `${PATH}/webhooks`;
const asOther = bearer(demo.otherCompanyKey);
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const NOT_FOUND = { error: 'Account opening request not found.' };
const UNKNOWN_ID = '3f0b8a52-6c1e-4d7a-9b2f-5e8c1d4a7b90';

let key: string;
let asDemo: Record<string, string>;
let operator: APIRequestContext;

function companyBody(overrides: Json = {}): Json {
  return {
    company: {
      legal_name: 'Padaria Pão Quente Ltda',
      trade_name: 'Padaria Pão Quente',
      tax_id: '11222333000181',
      contacts: [
        {
          name: 'Ana Souza',
          email: 'ana@example.com',
          phone: '+5511987654321',
          tax_id: '52998224725',
          role: 'legal_representative',
        },
        {
          name: 'Bruno Lima',
          email: 'bruno@example.com',
          phone: '+551133334444',
          tax_id: '11144477735',
          role: 'financial',
        },
      ],
      address: [
        {
          city: 'São Paulo',
          state: 'SP',
          country: 'BR',
          zip_code: '01310100',
          street: 'Avenida Paulista',
          number: '1000',
          complement: 'Sala 12',
        },
      ],
      ...overrides,
    },
  };
}

const create = (request: APIRequestContext, body: Json = companyBody(), headers = asDemo) =>
  request.post(PATH, { headers, data: body });
const createdId = async (request: APIRequestContext, body?: Json) =>
  (await (await create(request, body)).json()).id as string;
const transition = (id: string, status: string, reason?: string) =>
  operator.post(`${PATH}/${id}/transition`, { data: { status, ...(reason ? { reason } : {}) } });

test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  ({ key, headers: asDemo } = await demoStoreKey(baseURL, 'onboarding tests'));
  operator = await signedInContext(baseURL, demo.operator);
});
test.afterAll(async () => {
  await operator?.dispose();
});

test.describe('POST and GET /v2/register/companies', () => {
  test('creates a pending request and reads it back in the published shape', async ({ request }) => {
    const response = await create(request);
    expect(response.status()).toBe(201);
    const created = await response.json();
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      company: companyBody().company,
      status: 'pending',
      status_history: [{ status: 'pending', created_at: created.created_at }],
      account_id: null,
      created_at: expect.stringMatching(ISO_UTC),
      updated_at: created.created_at,
    });
    const read = await request.get(`${PATH}/${created.id}`, { headers: asDemo });
    expect(read.status()).toBe(200);
    expect(await read.json()).toEqual(created);
  });

  test('every field rule, by its dotted key', async ({ request }) => {
    const required = [
      'company',
      'company.legal_name',
      'company.trade_name',
      'company.tax_id',
      'company.contacts',
      'company.address',
    ];
    const contact = ['name', 'email', 'phone', 'tax_id', 'role'].map((field) => `company.contacts.0.${field}`);
    const address = ['city', 'state', 'country', 'zip_code', 'street', 'number'].map(
      (field) => `company.address.0.${field}`,
    );
    for (const field of [...required, ...contact, ...address]) {
      await expect422(await create(request, withValue(companyBody(), field, undefined)), field);
    }
    const cases: [string, unknown, string?][] = [
      ['company.tax_id', '11222333000180'], // check digits
      ['company.tax_id', '11.222.333/0001-81'], // digits only
      ['company.tax_id', 11222333000181], // a number, not a string
      ['company.legal_name', ' '],
      ['company.trade_name', 'x'.repeat(201)],
      ['company.contacts', []],
      ['company.address', []],
      ['company.contacts', 'Ana'],
      ['company.contacts.0', 'Ana'],
      ['company.contacts.1.tax_id', '11144477736', 'company.contacts.1.tax_id'], // the second contact's CPF
      ['company.contacts.0.tax_id', '529.982.247-25'],
      ['company.contacts.0.tax_id', '11222333000181'], // a CNPJ where a CPF belongs
      ['company.contacts.0.email', 'ana@'],
      ['company.contacts.0.phone', '11987654321'], // no country code
      ['company.contacts.0.phone', '+55987654321'], // no area code
      ['company.contacts.0.role', 'owner'],
      ['company.address.0.state', 'XX'],
      ['company.address.0.country', 'BRA'],
      ['company.address.0.country', 'XX'],
      ['company.address.0.zip_code', '01310-100'],
      ['company.address.0.zip_code', '0131010'],
      ['company.address.0.complement', 12],
    ];
    for (const [path, value, key = path] of cases) {
      await expect422(await create(request, withValue(companyBody(), path, value)), key);
    }
    await expect422(
      await create(
        request,
        withValue(companyBody(), 'company.contacts', Array(21).fill(companyBody().company.contacts[0])),
      ),
      'company.contacts',
    );
    // A foreign address: any ISO country, its own region, digits for the zip code.
    const abroad = withValue(companyBody(), 'company.address.0', {
      city: 'Lisboa',
      state: 'Lisboa',
      country: 'PT',
      zip_code: '1100148',
      street: 'Rua Augusta',
      number: '1',
    });
    expect((await create(request, abroad)).status()).toBe(201);
    const lowerUf = await create(request, withValue(companyBody(), 'company.address.0.state', 'rj'));
    expect((await lowerUf.json()).company.address[0].state).toBe('RJ');
  });

  test('a malformed body is 400 {message}; Idempotency-Key replays the first answer', async ({ request }) => {
    const malformed = await request.post(PATH, {
      headers: { ...asDemo, 'content-type': 'application/json' },
      data: Buffer.from('{"company":'),
    });
    expect(malformed.status()).toBe(400);
    expect(Object.keys(await malformed.json())).toEqual(['message']);
    await expect422(await create(request, []), 'body');

    const headers = { ...asDemo, 'idempotency-key': `onb-${Date.now()}-${Math.random()}` };
    const first = await create(request, companyBody(), headers);
    const again = await create(request, companyBody(), headers);
    expect(again.status()).toBe(201);
    expect(again.headers()['idempotent-replayed']).toBe('true');
    expect((await again.json()).id).toBe((await first.json()).id);
  });

  test('404 {error} for unknown, malformed and foreign ids; other organizations see nothing', async ({ request }) => {
    const id = await createdId(request);
    for (const path of [UNKNOWN_ID, 'not-a-uuid', '1', `${id}0`, "x' or '1'='1"]) {
      const response = await request.get(`${PATH}/${encodeURIComponent(path)}`, { headers: asDemo });
      expect(response.status(), path).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
    const foreign = await request.get(`${PATH}/${id}`, { headers: asOther });
    expect(foreign.status()).toBe(404);
    expect(await foreign.json()).toEqual(NOT_FOUND);
    const theirs = await (await request.get(`${PATH}?per_page=100`, { headers: asOther })).json();
    expect(theirs.data.map((item: Json) => item.id)).not.toContain(id);
    expect((await request.get(`${PATH}/${id}`)).status()).toBe(401);
  });

  test('lists with status and date filters, paged like the payin list', async ({ request }) => {
    const id = await createdId(request);
    const today = new Date().toISOString().slice(0, 10);
    const pending = await (
      await request.get(`${PATH}?status=pending&created_after=${today}&per_page=100`, { headers: asDemo })
    ).json();
    expect(pending.data.map((item: Json) => item.id)).toContain(id);
    expect(pending.data.every((item: Json) => item.status === 'pending')).toBe(true);
    expect(pending.meta).toMatchObject({ current_page: 1, per_page: 100 });
    expect(pending.links.first).toContain('status=pending');

    const seeded = await (await request.get(`${PATH}?status=closed`, { headers: asDemo })).json();
    expect(seeded.data.length).toBeGreaterThan(0); // the demo seed has one in every status
    expect(
      (await (await request.get(`${PATH}?created_before=2000-01-01`, { headers: asDemo })).json()).meta.total,
    ).toBe(0);
    const paged = await (await request.get(`${PATH}?per_page=1&page=2`, { headers: asDemo })).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.links.prev).not.toBeNull();
    const window = await (
      await request.get(
        `${PATH}?created_after=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}&created_before=${today}T23:59:59Z&per_page=100`,
        { headers: asDemo },
      )
    ).json();
    expect(window.data.map((item: Json) => item.id)).toContain(id);

    for (const [query, field] of [
      ['status=approved', 'status'],
      ['created_after=2026-02-30', 'created_after'],
      ['created_after=yesterday', 'created_after'],
      ['created_before=10/03/2026', 'created_before'],
      ['created_after=0000-01-01', 'created_after'], // Postgres has no year 0
      ['created_before=0001-01-01T00:00:00%2B05:00', 'created_before'],
      ['created_after=2026-03-10&created_before=2026-03-01', 'created_before'],
      ['per_page=101', 'per_page'],
      ['page=0', 'page'],
      ['sort_by=name', 'sort_by'],
    ] as const) {
      await expect422(await request.get(`${PATH}?${query}`, { headers: asDemo }), field);
    }
  });
});

test.describe('POST /v2/register/companies/{id}/transition', () => {
  test('operators only; moves follow the table; the first activation opens an account', async ({
    request,
    baseURL,
  }) => {
    const id = await createdId(request);
    expect(
      (
        await request.post(`${PATH}/${id}/transition`, { headers: asDemo, data: { status: 'due_diligence_review' } })
      ).status(),
    ).toBe(403);
    const admin = await signedInContext(baseURL!, demo.admin);
    expect((await admin.post(`${PATH}/${id}/transition`, { data: { status: 'due_diligence_review' } })).status()).toBe(
      403,
    );
    await admin.dispose();

    await expect422(await transition(id, 'active'), 'status'); // pending → active skips the review
    await expect422(await transition(id, 'approved'), 'status');
    await expect422(await operator.post(`${PATH}/${id}/transition`, { data: {} }), 'status');
    await expect422(
      await operator.post(`${PATH}/${id}/transition`, {
        data: { status: 'due_diligence_review', reason: 'x'.repeat(501) },
      }),
      'reason',
    );
    for (const unknown of [UNKNOWN_ID, 'nope']) {
      const response = await transition(unknown, 'due_diligence_review');
      expect(response.status()).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }

    const review = await transition(id, 'due_diligence_review', 'Documents received.');
    expect(review.status()).toBe(200);
    expect((await review.json()).status_history.map((change: Json) => change.status)).toEqual([
      'pending',
      'due_diligence_review',
    ]);
    const active = await (await transition(id, 'active')).json();
    expect(active).toMatchObject({ status: 'active', account_id: expect.any(Number) });
    const merchants = (await (await request.get('/api/v2/account/merchants', { headers: asDemo })).json()).data;
    expect(merchants.find((account: Json) => account.id === active.account_id)).toMatchObject({
      name: 'Padaria Pão Quente',
    });
    await transition(id, 'inactive');
    const again = await (await transition(id, 'active')).json();
    expect(again.account_id).toBe(active.account_id);
    const closed = await (await transition(id, 'closed')).json();
    expect(closed.status_history.map((change: Json) => change.status)).toEqual([
      'pending',
      'due_diligence_review',
      'active',
      'inactive',
      'active',
      'closed',
    ]);
    await expect422(await transition(id, 'active'), 'status'); // closed is final
    expect(await (await request.get(`${PATH}/${id}`, { headers: asDemo })).json()).toEqual(closed);
  });

  test('of racing transitions exactly one applies', async ({ request }) => {
    const id = await createdId(request);
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => transition(id, 'due_diligence_review')))).map(
      (response) => response.status(),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
  });
});

test.describe('POST, GET and DELETE /v2/register/companies/webhooks', () => {
  const webhookError = (code: string, field?: string) => ({
    success: false,
    error: { code, message: expect.any(String), ...(field ? { field } : {}) },
  });

  test('400 and 401 in the published exact shapes', async ({ request }) => {
    for (const url of ['not a url', 'ftp://hooks.example.com/x', 'https://user:secret@hooks.example.com/x', '', 42]) {
      const response = await request.post(WEBHOOKS, { headers: asDemo, data: { event: 'onboarding', url } });
      expect(response.status(), String(url)).toBe(400);
      expect(await response.json()).toEqual(webhookError('invalid_url', 'url'));
    }
    expect(
      await (await request.post(WEBHOOKS, { headers: asDemo, data: { url: 'https://hooks.example.com' } })).json(),
    ).toEqual(webhookError('invalid_event', 'event'));
    const badEvent = await request.post(WEBHOOKS, {
      headers: asDemo,
      data: { event: 'payin', url: 'https://hooks.example.com' },
    });
    expect(badEvent.status()).toBe(400);
    expect(await badEvent.json()).toEqual(webhookError('invalid_event', 'event'));
    const malformed = await request.post(WEBHOOKS, {
      headers: { ...asDemo, 'content-type': 'application/json' },
      data: Buffer.from('{"event":'),
    });
    expect(malformed.status()).toBe(400);
    expect(await malformed.json()).toEqual(webhookError('invalid_body'));
    const notObject = await request.post(WEBHOOKS, { headers: asDemo, data: ['onboarding'] });
    expect(notObject.status()).toBe(400);
    expect(await notObject.json()).toEqual(webhookError('invalid_body'));

    for (const headers of [{}, bearer('sk_test_NotARealKey000000000000000000000'), { authorization: 'Basic abc' }]) {
      for (const method of ['post', 'get', 'delete'] as const) {
        const response = await request[method](WEBHOOKS, {
          headers,
          data: { event: 'onboarding', url: 'https://hooks.example.com/x' },
        });
        expect(response.status()).toBe(401);
        expect(await response.json()).toEqual(webhookError('unauthorized'));
      }
    }
    expect(await (await request.get(`${WEBHOOKS}?event=payin`, { headers: asDemo })).json()).toEqual(
      webhookError('invalid_event', 'event'),
    );
  });

  test('201 on the first registration, 200 when it replaces the URL; GET and DELETE; per organization', async ({
    request,
    baseURL,
  }) => {
    await request.delete(WEBHOOKS, { headers: asDemo }); // whatever an earlier run left
    const first = await request.post(WEBHOOKS, {
      headers: asDemo,
      data: { event: 'onboarding', url: 'https://hooks.example.com/one' },
    });
    expect(first.status()).toBe(201);
    expect(await first.json()).toEqual({ success: true, event: 'onboarding', url: 'https://hooks.example.com/one' });
    const second = await request.post(WEBHOOKS, {
      headers: asDemo,
      data: { event: 'onboarding', url: 'https://hooks.example.com/two' },
    });
    expect(second.status()).toBe(200);
    expect(await (await request.get(WEBHOOKS, { headers: asDemo })).json()).toEqual({
      success: true,
      event: 'onboarding',
      url: 'https://hooks.example.com/two',
    });
    const otherView = await request.get(WEBHOOKS, { headers: asOther });
    expect(otherView.status()).toBe(404);
    expect(await otherView.json()).toEqual(webhookError('not_found'));

    const viewer = await signedInContext(baseURL!, demo.viewer);
    expect((await viewer.get(WEBHOOKS)).status()).toBe(200);
    const refused = await viewer.post(WEBHOOKS, {
      data: { event: 'onboarding', url: 'https://hooks.example.com/three' },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual(webhookError('forbidden'));
    await viewer.dispose();

    const removed = await request.delete(WEBHOOKS, { headers: asDemo });
    expect(await removed.json()).toEqual({ success: true, event: 'onboarding', url: 'https://hooks.example.com/two' });
    const gone = await request.get(WEBHOOKS, { headers: asDemo });
    expect(gone.status()).toBe(404);
    expect(await gone.json()).toEqual(webhookError('not_found'));
    expect((await request.delete(WEBHOOKS, { headers: asDemo })).status()).toBe(404);
  });

  test('each transition is POSTed to the registered URL, signed over the body with the creating key; account_id only on the first activation', async ({
    request,
  }) => {
    const receiver = await startReceiver();
    try {
      // The test server sets WEBHOOK_ALLOW_PRIVATE=1, which is what lets a plain-http loopback receiver register.
      expect(
        (await request.post(WEBHOOKS, { headers: asDemo, data: { event: 'onboarding', url: receiver.url } })).ok(),
      ).toBe(true);
      const id = await createdId(request);
      await transition(id, 'due_diligence_review');
      const active = await (await transition(id, 'active')).json();
      await transition(id, 'inactive');
      await transition(id, 'active');
      // Only this request's events: browser tests may move other Demo Store requests while the URL is registered.
      const ours = () => receiver.received.filter((received) => JSON.parse(received.body).id === id);
      await expect.poll(() => ours().length, { timeout: 20_000 }).toBe(4);

      const events = ours()
        .map((received) => JSON.parse(received.body))
        .sort((a, b) => a.updated_at.localeCompare(b.updated_at));
      expect(events.map((event) => event.status)).toEqual(['due_diligence_review', 'active', 'inactive', 'active']);
      expect(events[1]).toEqual({
        id,
        status: 'active',
        updated_at: expect.stringMatching(ISO_UTC),
        account_id: active.account_id,
      });
      for (const event of [events[0], events[2], events[3]])
        expect(Object.keys(event).sort()).toEqual(['id', 'status', 'updated_at']);
      for (const received of ours())
        expect(received.headers.authorization).toBe(`Bearer ${sha256hex(received.body + key)}`);
    } finally {
      await request.delete(WEBHOOKS, { headers: asDemo });
      await receiver.close();
    }
  });
});
