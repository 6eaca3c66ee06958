import { expect, test } from '@playwright/test';
import {
  companyBody,
  COMPANIES_PATH as PATH,
  COMPANY_NOT_FOUND as NOT_FOUND,
  demoStoreKey,
  expect422,
  ISO_UTC,
  type Json,
  onboardingRequests,
  UNKNOWN_COMPANY_ID as UNKNOWN_ID,
  withValue,
} from '../support/api';
import { saoPauloToday } from '../../lib/payin/rules';
import { bearer, demo } from '../support/demo';

const asOther = bearer(demo.otherCompanyKey);

let asDemo: Record<string, string>;

const { create, createdId } = onboardingRequests(() => asDemo);

test.beforeAll(async ({}, testInfo) => {
  ({ headers: asDemo } = await demoStoreKey(testInfo.project.use.baseURL!, 'onboarding tests'));
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
    // A day filter means a São Paulo day: from 21:00 there, UTC's date is already tomorrow's.
    const today = saoPauloToday(new Date());
    const hoursFromNow = (hours: number) => encodeURIComponent(new Date(Date.now() + hours * 3_600_000).toISOString());
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
      await request.get(`${PATH}?created_after=${hoursFromNow(-1)}&created_before=${hoursFromNow(1)}&per_page=100`, {
        headers: asDemo,
      })
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
