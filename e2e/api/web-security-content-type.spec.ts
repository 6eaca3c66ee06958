import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiKeyNames, demoStoreKey } from '../support/api';
import { demo, signedInContext } from '../support/demo';

/** Content types of request bodies, as a browser or a client sends them over HTTP. */

let admin: APIRequestContext;
let asKey: Record<string, string>;

test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  admin = await signedInContext(baseURL, demo.admin);
  asKey = (await demoStoreKey(baseURL, 'web-security')).headers;
});

test.afterAll(async () => {
  await admin.dispose();
});

const keyNames = () => apiKeyNames(admin);

test.describe('Content-Type', () => {
  const plain = (headers: Record<string, string>, text = '{"name":"x"}') => ({
    headers: { ...headers, 'content-type': 'text/plain' },
    data: Buffer.from(text),
  });

  test('a body not sent as application/json is 415, for keys too, in each endpoint’s shape', async ({ request }) => {
    const payin = await request.post('/api/v2/payin/payments', plain(asKey, '{"payment_method":"pix"}'));
    expect(payin.status()).toBe(415);
    expect(await payin.json()).toEqual({ message: 'The request body must be sent as Content-Type: application/json.' });

    const cancel = await request.delete('/api/v1/payin/payments/1/request-cancel', plain(asKey, '{"cashInId":"1"}'));
    expect(cancel.status()).toBe(415);
    expect(await cancel.json()).toEqual({ status: false, message: expect.any(String) });

    const qualification = await request.post(
      '/api/v1/payout/data-qualification',
      plain(asKey, '{"service_id":1,"data":[]}'),
    );
    expect(qualification.status()).toBe(415);
    expect(await qualification.json()).toMatchObject({
      message: expect.any(String),
      info: { errors: [expect.any(Object)], uploadSuccess: [], uploadChangeService: [] },
    });

    const webhook = await request.post('/api/v2/register/companies/webhooks', plain(asKey, '{"event":"onboarding"}'));
    expect(webhook.status()).toBe(415);
    expect(await webhook.json()).toEqual({
      success: false,
      error: { code: 'unsupported_media_type', message: expect.any(String) },
    });

    const markup = await request.post('/api/v2/account/markup', {
      headers: { ...asKey, 'content-type': 'application/json-seq' },
      data: Buffer.from('{}'),
    });
    expect(markup.status()).toBe(415);

    const session = await admin.post('/api/v2/account/api-keys', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: Buffer.from('name=form'),
    });
    expect(session.status()).toBe(415);
    expect(await keyNames()).not.toContain('form');
  });

  test('application/json with parameters is JSON, and a body-less write needs no type', async ({ request }) => {
    const { data } = await (await request.get('/api/v2/account/merchants', { headers: asKey })).json();
    const charset = await request.patch(`/api/v2/account/merchants/${data[0].id}`, {
      headers: { ...asKey, 'content-type': 'application/json; charset=utf-8' },
      data: Buffer.from(JSON.stringify({ enable_markup: data[0].enable_markup })),
    });
    expect(charset.status()).toBe(200);
    const created = await (await admin.post('/api/v2/account/api-keys', { data: { name: 'to revoke' } })).json();
    expect(
      (
        await admin.delete(`/api/v2/account/api-keys/${created.id}`, { headers: { 'content-type': 'text/plain' } })
      ).status(),
    ).toBe(200);
  });
});
