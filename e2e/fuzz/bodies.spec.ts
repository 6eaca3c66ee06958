import { expect, request, test, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { demoStoreKey } from '../support/api';
import { topUpDemoStore } from '../support/funds';
import { bodyEndpoints } from './body-endpoints';
import { expectRefusedCleanly, keyFor, mutatedBody, rawBody, RUNS, send, sendRaw } from './fuzz-support';

/** Generated and raw bodies against every endpoint that takes one (the endpoints are in body-endpoints.ts). */

let api: APIRequestContext;
let online: number;

test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  api = await request.newContext({ baseURL });
  ({
    accounts: { 'Demo Store Online': online },
  } = await demoStoreKey(baseURL, 'fuzz setup'));
  // Generated payouts that pass validation reserve their amount + markup (up to R$ 15.000.000,00 each): the ones this
  // covers are created, the others are refused on amount, and either way the count of rows written is checked.
  await topUpDemoStore(baseURL, online, 10_000_000);
});

test.afterAll(async () => {
  await api.dispose();
});

const BODY_ENDPOINTS = bodyEndpoints(
  () => api,
  () => online,
);

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
