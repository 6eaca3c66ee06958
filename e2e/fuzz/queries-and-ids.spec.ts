import { expect, request, test, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { merchantAccountsByName } from '../support/api';
import { bearer, demo } from '../support/demo';
import { expectRefusedCleanly, keyFor, oddId, queryString, RUNS, send, type ErrorShape } from './fuzz-support';

/** Generated queries against every list and read endpoint, and ids that are not ids in every path that takes one. */

let api: APIRequestContext;
/** Demo Store Online, whose balance and statement paths (`{merchant}` below) are fuzzed. */
let merchant: number;

test.beforeAll(async ({}, testInfo) => {
  api = await request.newContext({ baseURL: testInfo.project.use.baseURL! });
  merchant = (await merchantAccountsByName(api, bearer(demo.demoStoreKey)))['Demo Store Online']!;
});

test.afterAll(async () => {
  await api.dispose();
});

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
    path: '/api/v2/payin/refunds',
    names: ['merchant_id', 'charge_id', 'status_id', 'created_at_start', 'created_at_end', 'page', 'per_page'],
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
  { path: '/api/v2/account/{merchant}/balance/history', names: ['date'], shape: 'validation' },
  { path: '/api/v2/account/{merchant}/balance/series', names: ['from', 'to'], shape: 'validation' },
  {
    path: '/api/v2/account/{merchant}/statement',
    names: ['account', 'type', 'from', 'to', 'starting_after', 'limit', 'format'],
    shape: 'validation',
  },
];

test('every list and read endpoint: generated queries', async () => {
  test.setTimeout(60_000 + RUNS * QUERY_ENDPOINTS.length * 200);
  for (const endpoint of QUERY_ENDPOINTS) {
    const headers = await keyFor(endpoint.path);
    const path = endpoint.path.replace('{merchant}', String(merchant));
    await fc.assert(
      fc.asyncProperty(queryString(endpoint.names), async (query) => {
        await expectRefusedCleanly(
          await api.get(`${path}?${query}`, { headers }),
          endpoint.shape,
          `GET ${path}?${query.slice(0, 200)}`,
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
    ['GET', (id) => `/api/v2/payin/refunds/${id}`, 'validation'],
    ['GET', (id) => `/api/v2/payin/payments/${id}/refunds`, 'validation'],
    ['POST', (id) => `/api/v2/payin/payments/payin-refund/${id}`, 'validation'],
    ['GET', (id) => `/api/v1/payout/data-qualification/${id}`, 'validation'],
    ['GET', (id) => `/api/v2/register/companies/${id}`, 'onboarding'],
    ['GET', (id) => `/api/v2/webhooks/deliveries/${id}`, 'validation'],
    ['DELETE', (id) => `/api/v1/payin/payments/${id}/request-cancel`, 'cancel'],
    ['PATCH', (id) => `/api/v2/account/markup/${id}`, 'validation'],
    ['PATCH', (id) => `/api/v2/account/merchants/${id}`, 'validation'],
    ['GET', (id) => `/api/v2/account/${id}/balance`, 'validation'],
    ['GET', (id) => `/api/v2/account/${id}/statement`, 'validation'],
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
