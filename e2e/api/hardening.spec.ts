import http from 'node:http';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startReceiver } from '../../test/receiver';
import {
  type DemoAccounts,
  demoStoreKey,
  expect422,
  type Json,
  pixChargeBody,
  pixPayoutBody,
  unique,
} from '../support/api';
import { demo, signedInContext } from '../support/demo';
import { elementAt } from '../../lib/arrays';

/** What got through an attack on a production build (issue #16): each must be a 4xx in its endpoint's shape. */

let asDemo: Record<string, string>;
let accounts: DemoAccounts;

test.beforeAll(async ({}, testInfo) => {
  ({ headers: asDemo, accounts } = await demoStoreKey(testInfo.project.use.baseURL!, 'hardening tests'));
});

const pixBody = (overrides: Json = {}) =>
  pixChargeBody(accounts['Demo Store Online'], { invoice: unique('hard-pix'), ...overrides });
const payoutBody = (overrides: Json = {}) =>
  pixPayoutBody(accounts['Demo Store Online'], { invoice: unique('hard-payout'), ...overrides });

const EXTREME_DATES = [
  '9999-12-31',
  '0000-01-01',
  '0001-01-01',
  '275760-09-13',
  '9999-12-31T23:59:59Z',
  '0000-01-01T00:00:00Z',
];

test.describe('extreme dates on every list that takes them', () => {
  test('are a 422 on the field, never a 500', async ({ request, baseURL }) => {
    const admin = await signedInContext(baseURL!, demo.admin);
    const lists: [APIRequestContext, string, string[], Record<string, string>][] = [
      [request, '/api/v2/payin/payments', ['created_at_start', 'created_at_end'], asDemo],
      [request, '/api/v2/payout/payments', ['created_at_start', 'created_at_end'], asDemo],
      [request, '/api/v2/register/companies', ['created_after', 'created_before'], asDemo],
      [request, '/api/v2/webhooks/deliveries', ['created_from', 'created_to'], asDemo],
      [request, '/api/v1/payout/data-qualification', ['created_at'], asDemo],
      [admin, '/api/v2/audit-log', ['created_at_start', 'created_at_end'], {}],
    ];
    try {
      for (const [context, path, fields, headers] of lists) {
        for (const field of fields) {
          for (const date of EXTREME_DATES) {
            const response = await context.get(`${path}?${field}=${encodeURIComponent(date)}`, { headers });
            expect(response.status(), `${path}?${field}=${date}`).toBeLessThan(500);
            expect(response.status(), `${path}?${field}=${date}`).toBeGreaterThanOrEqual(400);
          }
        }
      }
      // A real day inside the range still filters.
      expect(
        (await request.get('/api/v2/payin/payments?created_at_end=9999-12-30', { headers: asDemo })).status(),
      ).toBe(200);
      await expect422(
        await request.get('/api/v2/payin/payments?created_at_end=9999-12-31', { headers: asDemo }),
        'created_at_end',
      );
    } finally {
      await admin.dispose();
    }
  });
});

test.describe('inline markup', () => {
  test('huge numbers are a 422 on markup.amount for payin and payout', async ({ request }) => {
    for (const amount of [1e308, 1e20, '1e400', 1e21]) {
      const markup = { mode: 'fixed', amount };
      await expect422(
        await request.post('/api/v2/payin/payments', { headers: asDemo, data: pixBody({ markup }) }),
        'markup.amount',
      );
      await expect422(
        await request.post('/api/v2/payout/payments', { headers: asDemo, data: payoutBody({ markup }) }),
        'markup.amount',
      );
    }
    // 1e400 in the JSON text itself parses to Infinity.
    const raw = JSON.stringify(pixBody({ markup: { mode: 'fixed', amount: 0 } })).replace(
      '"amount":0}',
      '"amount":1e400}',
    );
    await expect422(
      await request.post('/api/v2/payin/payments', {
        headers: { ...asDemo, 'content-type': 'application/json' },
        data: raw,
      }),
      'markup.amount',
    );
  });

  test('cannot lift a total past the amount cap: 422 on markup.amount', async ({ request }) => {
    await expect422(
      await request.post('/api/v2/payin/payments', {
        headers: asDemo,
        data: pixBody({ amount: 15_000_000, markup: { mode: 'fixed', amount: 0.01 } }),
      }),
      'markup.amount',
    );
    await expect422(
      await request.post('/api/v2/payin/payments', {
        headers: asDemo,
        data: pixBody({ amount: 1000, markup: { mode: 'fixed', amount: 9_999_999_999.99 } }),
      }),
      'markup.amount',
    );
    await expect422(
      await request.post('/api/v2/payin/payments', {
        headers: asDemo,
        data: pixBody({ amount: 10_000_000, markup: { mode: 'percent', amount: 100, min_charge_value: 0.01 } }),
      }),
      'markup.amount',
    );
    await expect422(
      await request.post('/api/v2/payout/payments', {
        headers: asDemo,
        data: payoutBody({ amount: 15_000_000, markup: { mode: 'fixed', amount: 1 } }),
      }),
      'markup.amount',
    );
    // At the cap exactly is fine.
    const atCap = await request.post('/api/v2/payin/payments', {
      headers: asDemo,
      data: pixBody({ amount: 14_999_000, markup: { mode: 'fixed', amount: 10 } }),
    });
    expect(atCap.status()).toBe(201);
    expect((await atCap.json()).total_amount).toBe(15_000_000);
  });
});

test.describe('a request body that stalls', () => {
  test('is refused with 408 after BODY_TIMEOUT_MS, and nothing is written', async ({ request, baseURL }) => {
    const invoice = unique('stalled');
    const body = JSON.stringify(pixBody({ invoice }));
    const url = new URL('/api/v2/payin/payments', baseURL);
    const started = Date.now();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        url,
        {
          method: 'POST',
          headers: { ...asDemo, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        },
      );
      req.on('error', reject);
      // Half the body, then nothing: the socket stays open.
      req.write(body.slice(0, Math.floor(body.length / 2)));
      setTimeout(() => req.destroy(), 20_000);
    });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ message: expect.stringContaining('did not arrive') });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    const listed = await (await request.get(`/api/v2/payin/payments?invoice=${invoice}`, { headers: asDemo })).json();
    expect(listed.data).toHaveLength(0);
  });
});

test.describe('webhook URLs', () => {
  test('plain http to a public host is refused even where WEBHOOK_ALLOW_PRIVATE=1 (the test server sets it)', async ({
    request,
  }) => {
    const registration = await request.post('/api/v2/register/companies/webhooks', {
      headers: asDemo,
      data: { event: 'onboarding', url: 'http://hooks.example.com/onboarding' },
    });
    expect(registration.status()).toBe(400);
    expect(await registration.json()).toEqual({
      success: false,
      error: { code: 'invalid_url', message: expect.any(String), field: 'url' },
    });

    await expect422(
      await request.post('/api/v2/payin/payments', {
        headers: asDemo,
        data: pixBody({ notification_url: 'http://hooks.example.com/n' }),
      }),
      'notification_url',
    );
    await expect422(
      await request.post('/api/v2/payout/payments', {
        headers: asDemo,
        data: payoutBody({ notification_url: 'http://93.184.216.34/n' }),
      }),
      'notification_url',
    );
    await expect422(
      await request.post('/api/v2/webhooks/test', { headers: asDemo, data: { url: 'http://hooks.example.com/test' } }),
      'url',
    );
  });
});

test.describe('delivery log', () => {
  test('hides signature values from the view role; write and admin see them', async ({ request, baseURL }) => {
    const receiver = await startReceiver();
    const viewer = await signedInContext(baseURL!, demo.viewer);
    const admin = await signedInContext(baseURL!, demo.admin);
    try {
      const queued = await request.post('/api/v2/webhooks/test', { headers: asDemo, data: { url: receiver.url } });
      expect(queued.status()).toBe(202);
      const { id } = await queued.json();
      await expect
        .poll(
          async () =>
            (await (await request.get(`/api/v2/webhooks/deliveries/${id}`, { headers: asDemo })).json()).attempts
              .length,
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0);

      const sent = elementAt(receiver.received, 0, 'requests received').headers;
      const asWriter = (await (await request.get(`/api/v2/webhooks/deliveries/${id}`, { headers: asDemo })).json())
        .attempts[0].request_headers;
      expect(asWriter).toMatchObject({
        authorization: sent.authorization,
        'webhook-signature': sent['webhook-signature'],
      });
      const asAdmin = (await (await admin.get(`/api/v2/webhooks/deliveries/${id}`)).json()).attempts[0].request_headers;
      expect(asAdmin['webhook-signature']).toBe(sent['webhook-signature']);

      const seenByViewer = await viewer.get(`/api/v2/webhooks/deliveries/${id}`);
      expect(seenByViewer.status()).toBe(200);
      const hidden = (await seenByViewer.json()).attempts[0].request_headers;
      expect(hidden).toMatchObject({
        authorization: '[hidden]',
        'webhook-signature': '[hidden]',
        'webhook-id': sent['webhook-id'],
        'webhook-timestamp': sent['webhook-timestamp'],
      });
      expect(JSON.stringify(hidden)).not.toContain(String(sent['webhook-signature']).slice(3));
    } finally {
      await Promise.all([viewer.dispose(), admin.dispose(), receiver.close()]);
    }
  });
});
