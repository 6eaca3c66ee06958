import { expect, test, type APIRequestContext } from '@playwright/test';
import { startReceiver } from '../../test/receiver';
import {
  COMPANIES_PATH,
  companyTransition,
  demoStoreKey,
  ISO_UTC,
  onboardingRequests,
  sha256hex,
} from '../support/api';
import { bearer, demo, signedInContext } from '../support/demo';

const WEBHOOKS = `${COMPANIES_PATH}/webhooks`;
const asOther = bearer(demo.otherCompanyKey);

let key: string;
let asDemo: Record<string, string>;
let operator: APIRequestContext;

const { createdId } = onboardingRequests(() => asDemo);
const transition = companyTransition(() => operator);

test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  ({ key, headers: asDemo } = await demoStoreKey(baseURL, 'onboarding tests'));
  operator = await signedInContext(baseURL, demo.operator);
});
test.afterAll(async () => {
  await operator?.dispose();
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
