import { expect, request, test, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { demoStoreKey, unique, type Json } from '../support/api';
import { demo, signedInContext } from '../support/demo';
import {
  expectRefusedCleanly,
  mutatedBody,
  oddId,
  queryString,
  rawBody,
  RUNS,
  send,
  sendRaw,
  type ErrorShape,
} from './fuzz-support';

/**
 * Bad input never causes a 5xx (the README's performance and reliability table): every endpoint gets generated bodies, raw non-JSON bodies and odd queries; none may
 * answer 5xx, every error keeps the endpoint's own shape, and a refused request writes nothing (each create
 * endpoint's count grows by exactly its successes). Runs after the other projects, since valid mutations change data.
 */

const days = (count: number) => new Date(Date.now() + count * 86_400_000).toISOString().slice(0, 10);
let api: APIRequestContext;
let baseURL: string;
let online: number;

test.beforeAll(async ({}, testInfo) => {
  baseURL = testInfo.project.use.baseURL!;
  api = await request.newContext({ baseURL });
  ({
    accounts: { 'Demo Store Online': online },
  } = await demoStoreKey(baseURL, 'fuzz setup'));
});

test.afterAll(async () => {
  await api.dispose();
});

/** A fresh key per endpoint, so the fuzzing of one never spends another's rate limit. */
const keyFor = async (name: string) => (await demoStoreKey(baseURL, `fuzz ${name}`)).headers;

type BodyEndpoint = {
  name: string;
  method: string;
  path: () => string;
  valid: () => Json;
  shape: ErrorShape;
  /** Rows the endpoint creates, and how many one answer created. */
  count?: (headers: Record<string, string>) => Promise<number>;
  created?: (status: number, sent: unknown, answer: Json) => number;
};

const total = (path: string) => async (headers: Record<string, string>) =>
  Number((await (await api.get(path, { headers })).json()).meta.total);
const createdOnSuccess = (status: number) => (status >= 200 && status < 300 ? 1 : 0);

const BODY_ENDPOINTS: BodyEndpoint[] = [
  {
    name: 'POST /v2/payin/payments',
    method: 'POST',
    path: () => '/api/v2/payin/payments',
    valid: () => ({
      merchant_id: online,
      invoice: unique('fz'),
      payment_method: 'pix',
      amount: 1000,
      currency: 'BRL',
      country: 'BR',
      buyer: { name: 'Bruno Dias', email: 'bruno@example.com', document: { type: 'CPF', number: '11144477735' } },
      pix: { expire_date: `${days(2)}T12:00:00` },
    }),
    shape: 'validation',
    count: total('/api/v2/payin/payments?per_page=1'),
    created: createdOnSuccess,
  },
  {
    name: 'POST /v2/payin/payments (boleto)',
    method: 'POST',
    path: () => '/api/v2/payin/payments',
    valid: () => ({
      merchant_id: online,
      invoice: unique('fz'),
      payment_method: 'boleto',
      amount: 15000,
      currency: 'BRL',
      country: 'BR',
      buyer: {
        name: 'Ana Souza',
        email: 'ana@example.com',
        document: { type: 'CPF', number: '52998224725' },
        address: {
          street: 'Avenida Paulista',
          number: '1000',
          complement: '',
          zipcode: '01310100',
          city: 'São Paulo',
          district: 'Bela Vista',
          state_code: 'SP',
        },
      },
      originator_legal_entity: { name: 'Loja Exemplo Ltda', document: '11222333000181', helpdesk: 'help@loja.example' },
      boleto: { expire_date: days(7) },
      markup: { mode: 'percent', amount: 1.5, min_charge_value: 0.5, max_charge_value: 10 },
    }),
    shape: 'validation',
    count: total('/api/v2/payin/payments?per_page=1'),
    created: createdOnSuccess,
  },
  {
    name: 'POST /v2/payout/payments',
    method: 'POST',
    path: () => '/api/v2/payout/payments',
    valid: () => ({
      merchant_id: online,
      payment_method: 'PIX',
      invoice: unique('fz'),
      currency: 'BRL',
      amount: 12.34,
      country: 'BR',
      beneficiary: {
        name: 'Ana Souza',
        document: { type: 'CPF', number: '52998224725' },
        pix: { key: 'ana@example.com', key_type: 'EMAIL' },
      },
      markup: { mode: 'fixed', amount: 1 },
    }),
    shape: 'validation',
    count: total('/api/v2/payout/payments?per_page=1'),
    created: createdOnSuccess,
  },
  {
    name: 'POST /v1/payout/data-qualification',
    method: 'POST',
    path: () => '/api/v1/payout/data-qualification',
    valid: () => ({
      merchant_id: online,
      service_id: 4,
      data: [
        {
          amount: 10.5,
          custom_code: unique('fz'),
          batch_code: 'FUZZ',
          notification_url: 'https://example.com/n',
          beneficiary: {
            name: 'Ana',
            bank_code: '001',
            bank_branch: '1584',
            bank_branch_digit: '1',
            account: '00210169',
            account_digit: '6',
            account_type: 'CHECKING',
            document: '52998224725',
            document_type: 'cpf',
            birthdate: '1990-01-31',
            phone: '+5511987654321',
          },
        },
        {
          custom_code: unique('fz'),
          batch_code: 'FUZZ',
          beneficiary: {
            name: 'Bia',
            bank_code: '341',
            bank_branch: '0001',
            account: '12345',
            account_digit: '1',
            account_type: 'SAVINGS',
            document: '11222333000181',
            document_type: 'cnpj',
          },
        },
      ],
    }),
    shape: 'qualification',
    count: async (headers) =>
      Number((await api.get('/api/v1/payout/data-qualification?per_page=1', { headers })).headers()['x-total-count']),
    created: (status, sent, answer) =>
      status === 200 ? (sent as Json).data.length : status === 400 ? (answer.info?.uploadSuccess?.length ?? 0) : 0,
  },
  {
    name: 'POST /v2/account/markup',
    method: 'POST',
    path: () => '/api/v2/account/markup',
    valid: () => ({
      account_id: online,
      product: 'payout',
      payment_method: 'credit_card',
      type: 'global',
      mode: 'percent',
      amount: 1.5,
      min_charge_value: 0.5,
      max_charge_value: 10,
    }),
    shape: 'validation',
  },
  {
    name: 'POST /v2/register/companies',
    method: 'POST',
    path: () => '/api/v2/register/companies',
    valid: () => ({
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
      },
    }),
    shape: 'validation',
    count: total('/api/v2/register/companies?per_page=1'),
    created: createdOnSuccess,
  },
  {
    name: 'POST /v2/register/companies/webhooks',
    method: 'POST',
    path: () => '/api/v2/register/companies/webhooks',
    valid: () => ({ event: 'onboarding', url: 'https://example.com/onboarding' }),
    shape: 'onboarding-webhook',
  },
  {
    name: 'POST /v2/webhooks/test',
    method: 'POST',
    path: () => '/api/v2/webhooks/test',
    valid: () => ({ url: 'https://example.com/test' }),
    shape: 'validation',
  },
  {
    name: 'DELETE request-cancel',
    method: 'DELETE',
    path: () => '/api/v1/payin/payments/1/request-cancel',
    valid: () => ({ cashInId: '1' }),
    shape: 'cancel',
  },
  {
    name: 'POST sandbox payin simulate',
    method: 'POST',
    path: () => '/api/v2/sandbox/payin/payments/1/simulate',
    valid: () => ({ action: 'pay' }),
    shape: 'validation',
  },
  {
    name: 'POST sandbox payout simulate',
    method: 'POST',
    path: () => '/api/v2/sandbox/payout/payments/1/simulate',
    valid: () => ({ action: 'process' }),
    shape: 'validation',
  },
];

for (const endpoint of BODY_ENDPOINTS) {
  test(`${endpoint.name}: generated and raw bodies`, async () => {
    test.setTimeout(60_000 + RUNS * 2_000);
    const headers = await keyFor(endpoint.name);
    const before = endpoint.count ? await endpoint.count(headers) : 0;
    let created = 0;
    await fc.assert(
      fc.asyncProperty(mutatedBody(endpoint.valid), async (body) => {
        const response = await send(api, endpoint.method, endpoint.path(), headers, body);
        await expectRefusedCleanly(response, endpoint.shape, `${endpoint.name} ${JSON.stringify(body)?.slice(0, 200)}`);
        created += endpoint.created?.(response.status(), body, await response.json().catch(() => ({}))) ?? 0;
      }),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(rawBody, async (raw) => {
        const response = await sendRaw(api, endpoint.method, endpoint.path(), headers, raw);
        const what = `${endpoint.name} raw ${raw.contentType} ${raw.text.slice(0, 80)}`;
        await expectRefusedCleanly(response, endpoint.shape, what);
        // A body not declared JSON is refused for its type (415) whatever it holds; an empty one is no body.
        if (raw.contentType.split(';')[0] !== 'application/json' && raw.text.trim() !== '')
          expect(response.status(), what).toBe(415);
        created += endpoint.created?.(response.status(), undefined, {}) ?? 0;
      }),
      { numRuns: RUNS },
    );
    if (endpoint.count)
      expect(await endpoint.count(headers), 'rows written = rows reported created').toBe(before + created);
  });
}

const QUERY_ENDPOINTS: { path: string; names: string[]; shape: ErrorShape }[] = [
  {
    path: '/api/v2/payin/payments',
    names: [
      'merchant_id',
      'invoice',
      'payment_method',
      'status_id',
      'created_at_start',
      'created_at_end',
      'page',
      'per_page',
      'sort_by',
      'sort_order',
    ],
    shape: 'validation',
  },
  {
    path: '/api/v2/payout/payments',
    names: [
      'merchant_id',
      'invoice',
      'status_id',
      'created_at_start',
      'created_at_end',
      'page',
      'per_page',
      'sort_by',
      'sort_order',
    ],
    shape: 'validation',
  },
  {
    path: '/api/v1/payout/data-qualification',
    names: [
      'per_page',
      'page',
      'order_by',
      'sort',
      'created_at',
      'custom_code',
      'document',
      'batch_code',
      'data_qualification_service_id',
      'merchant_id',
      'status_flow_data_qualification_id',
    ],
    shape: 'validation',
  },
  {
    path: '/api/v1/payout/data-qualification/batches',
    names: ['merchant_id', 'page', 'per_page'],
    shape: 'validation',
  },
  {
    path: '/api/v2/account/markups',
    names: ['account_id', 'parent_id', 'id', 'payment_method', 'product', 'type'],
    shape: 'validation',
  },
  {
    path: '/api/v2/register/companies',
    names: ['status', 'created_after', 'created_before', 'page', 'per_page'],
    shape: 'validation',
  },
  {
    path: '/api/v2/webhooks/deliveries',
    names: ['status', 'event_kind', 'resource_id', 'created_at_start', 'created_at_end', 'page', 'per_page'],
    shape: 'validation',
  },
  { path: '/api/v2/overview', names: ['merchant_id', 'period', 'bucket'], shape: 'validation' },
  { path: '/api/v2/search', names: ['q'], shape: 'validation' },
];

test('every list and read endpoint: generated queries', async () => {
  test.setTimeout(60_000 + RUNS * QUERY_ENDPOINTS.length * 200);
  for (const endpoint of QUERY_ENDPOINTS) {
    const headers = await keyFor(endpoint.path);
    await fc.assert(
      fc.asyncProperty(queryString(endpoint.names), async (query) => {
        await expectRefusedCleanly(
          await api.get(`${endpoint.path}?${query}`, { headers }),
          endpoint.shape,
          `GET ${endpoint.path}?${query.slice(0, 200)}`,
        );
      }),
      { numRuns: RUNS * 2 },
    );
  }
});

test('every path with an id: ids that are not ids', async () => {
  test.setTimeout(60_000 + RUNS * 3_000);
  const headers = await keyFor('ids');
  const paths: [string, (id: string) => string, ErrorShape][] = [
    ['GET', (id) => `/api/v2/payin/payments/${id}`, 'validation'],
    ['GET', (id) => `/api/v2/payout/payments/${id}`, 'validation'],
    ['GET', (id) => `/api/v1/payout/data-qualification/${id}`, 'validation'],
    ['GET', (id) => `/api/v2/register/companies/${id}`, 'onboarding'],
    ['GET', (id) => `/api/v2/webhooks/deliveries/${id}`, 'validation'],
    ['DELETE', (id) => `/api/v1/payin/payments/${id}/request-cancel`, 'cancel'],
    ['PATCH', (id) => `/api/v2/account/markup/${id}`, 'validation'],
    ['PATCH', (id) => `/api/v2/account/merchants/${id}`, 'validation'],
  ];
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...paths), oddId, async ([method, path, shape], id) => {
      const response = await send(
        api,
        method,
        path(id),
        headers,
        method === 'DELETE' ? { cashInId: id } : { mode: 'fixed', amount: 1 },
      );
      await expectRefusedCleanly(response, shape, `${method} ${path(id)}`);
      if (response.status() >= 400) expect([400, 404, 405, 422], `${method} ${path(id)}`).toContain(response.status());
    }),
    { numRuns: RUNS * 4 },
  );
});

test('session-only endpoints: the admin’s team, keys and audit log', async () => {
  test.setTimeout(60_000 + RUNS * 2_000);
  const admin = await signedInContext(baseURL, demo.admin);
  const endpoints: BodyEndpoint[] = [
    {
      name: 'POST /v2/account/users',
      method: 'POST',
      path: () => '/api/v2/account/users',
      valid: () => ({ email: `${unique('fz')}@demo.payrail.test`, name: 'Fuzz', role: 'view' }),
      shape: 'validation',
    },
    {
      name: 'POST /v2/account/api-keys',
      method: 'POST',
      path: () => '/api/v2/account/api-keys',
      valid: () => ({ name: 'fuzz', mode: 'test' }),
      shape: 'validation',
    },
  ];
  for (const endpoint of endpoints) {
    await fc.assert(
      fc.asyncProperty(mutatedBody(endpoint.valid), async (body) => {
        await expectRefusedCleanly(
          await send(admin, endpoint.method, endpoint.path(), {}, body),
          endpoint.shape,
          `${endpoint.name} ${JSON.stringify(body)?.slice(0, 200)}`,
        );
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  }
  await fc.assert(
    fc.asyncProperty(
      queryString([
        'action',
        'actor_user_id',
        'resource_type',
        'resource_id',
        'created_at_start',
        'created_at_end',
        'page',
        'per_page',
      ]),
      async (query) => {
        await expectRefusedCleanly(
          await admin.get(`/api/v2/audit-log?${query}`),
          'validation',
          `GET /api/v2/audit-log?${query.slice(0, 200)}`,
        );
      },
    ),
    { numRuns: Math.ceil(RUNS / 2) },
  );
  await admin.dispose();
});
