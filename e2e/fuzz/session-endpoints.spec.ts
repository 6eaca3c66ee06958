import { test, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { merchantAccountsByName, unique } from '../support/api';
import { demo, signedInContext } from '../support/demo';
import { expectRefusedCleanly, mutatedBody, queryString, RUNS, send, type BodyEndpoint } from './fuzz-support';

/** Generated bodies and queries against the endpoints only a signed-in session reaches. */

let baseURL: string;

test.beforeAll(async ({}, testInfo) => {
  baseURL = testInfo.project.use.baseURL!;
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

test('session-only endpoints: the sandbox top-up (admins) and the balance adjustment (operators)', async () => {
  test.setTimeout(60_000 + RUNS * 2_000);
  const admin = await signedInContext(baseURL, demo.admin);
  const operator = await signedInContext(baseURL, demo.operator); // acting on its own organization, Demo Store
  const { 'Demo Store Online': online } = await merchantAccountsByName(admin, {});
  const endpoints: [APIRequestContext, BodyEndpoint][] = [
    [
      admin,
      {
        name: 'POST /v2/sandbox/top-ups',
        method: 'POST',
        path: () => '/api/v2/sandbox/top-ups',
        valid: () => ({ merchant_id: online, amount: 1_000, description: 'Fuzz' }),
        shape: 'validation',
      },
    ],
    [
      operator,
      {
        name: 'POST /v2/account/adjustments',
        method: 'POST',
        path: () => '/api/v2/account/adjustments',
        valid: () => ({ merchant_id: online, amount: 100, reason: 'Fuzz' }),
        shape: 'validation',
      },
    ],
  ];
  for (const [context, endpoint] of endpoints) {
    await fc.assert(
      fc.asyncProperty(mutatedBody(endpoint.valid), async (body) => {
        await expectRefusedCleanly(
          await send(context, endpoint.method, endpoint.path(), {}, body),
          endpoint.shape,
          `${endpoint.name} ${JSON.stringify(body)?.slice(0, 200)}`,
        );
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  }
  await Promise.all([admin.dispose(), operator.dispose()]);
});
