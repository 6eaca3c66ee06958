import { expect, test, type APIRequestContext } from '@playwright/test';
import { startReceiver } from '../../test/receiver';
import { sha256hex } from '../support/api';
import { bearer, demo } from '../support/demo';
import { elementAt } from '../../lib/arrays';

const asDemo = bearer(demo.demoStoreKey);

async function waitForDelivery(
  request: APIRequestContext,
  id: number,
  done: (delivery: { status: string; attempts: unknown[] }) => boolean,
) {
  let latest: { status: string; attempts: { status_code: number | null }[] } | undefined;
  await expect
    .poll(
      async () => {
        latest = await (await request.get(`/api/v2/webhooks/deliveries/${id}`, { headers: asDemo })).json();
        return done(latest!);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return latest!;
}

test.describe('webhooks API', () => {
  test('a test event is delivered, signed, logged, and can be resent', async ({ request }) => {
    const receiver = await startReceiver();
    try {
      const queued = await request.post('/api/v2/webhooks/test', { headers: asDemo, data: { url: receiver.url } });
      expect(queued.status()).toBe(202);
      const { id, event_id: eventId, status } = await queued.json();
      expect(status).toBe('pending');

      const delivered = await waitForDelivery(request, id, (delivery) => delivery.status === 'delivered');
      expect(delivered.attempts).toHaveLength(1);
      expect(delivered.attempts[0]?.status_code).toBe(200);
      expect(receiver.received).toHaveLength(1);
      const { headers, body } = elementAt(receiver.received, 0, 'requests received');
      expect(headers.authorization).toBe(`Bearer ${sha256hex(body + demo.demoStoreKey)}`);
      expect(headers['webhook-id']).toBe(eventId);
      expect(JSON.parse(body)).toMatchObject({ type: 'test' });

      const listed = await (
        await request.get('/api/v2/webhooks/deliveries?event_kind=test&status=delivered&per_page=100', {
          headers: asDemo,
        })
      ).json();
      expect(listed.data.map((delivery: { id: number }) => delivery.id)).toContain(id);
      expect(listed.meta).toMatchObject({ current_page: 1, per_page: 100 });

      expect((await request.post(`/api/v2/webhooks/deliveries/${id}/resend`, { headers: asDemo })).status()).toBe(202);
      await waitForDelivery(
        request,
        id,
        (delivery) => delivery.attempts.length === 2 && delivery.status === 'delivered',
      );
      expect(receiver.received.map((received) => received.headers['webhook-id'])).toEqual([eventId, eventId]);
    } finally {
      await receiver.close();
    }
  });

  test('a receiver that fails is retried until it answers 2xx', async ({ request }) => {
    const receiver = await startReceiver([{ status: 500, body: 'down for maintenance' }]);
    try {
      const { id } = await (
        await request.post('/api/v2/webhooks/test', { headers: asDemo, data: { url: receiver.url } })
      ).json();
      const delivered = await waitForDelivery(request, id, (delivery) => delivery.status === 'delivered');
      expect(delivered.attempts.map((attempt) => attempt.status_code)).toEqual([500, 200]);
    } finally {
      await receiver.close();
    }
  });

  test('validation: 422 keyed by field for a bad URL and bad filters', async ({ request }) => {
    for (const data of [{}, { url: 'ftp://example.com/x' }, { url: 'not a url' }]) {
      const response = await request.post('/api/v2/webhooks/test', { headers: asDemo, data });
      expect(response.status()).toBe(422);
      expect(Object.keys((await response.json()).errors)).toEqual(['url']);
    }
    for (const [query, field] of [
      ['status=bogus', 'status'],
      ['per_page=0', 'per_page'],
      ['per_page=101', 'per_page'],
      ['page=x', 'page'],
      ['created_from=22-11-2026', 'created_from'],
      ['created_to=2026-13-01', 'created_to'],
      ['created_from=2026-02-31', 'created_from'],
    ]) {
      const response = await request.get(`/api/v2/webhooks/deliveries?${query}`, { headers: asDemo });
      expect(response.status()).toBe(422);
      expect(Object.keys((await response.json()).errors)).toEqual([field]);
    }
  });

  test('another organization cannot see or resend a delivery', async ({ request }) => {
    const { id } = await (
      await request.post('/api/v2/webhooks/test', { headers: asDemo, data: { url: 'http://127.0.0.1:9/unreachable' } })
    ).json();
    const asOther = bearer(demo.otherCompanyKey);
    const foreign = await request.get(`/api/v2/webhooks/deliveries/${id}`, { headers: asOther });
    const unknown = await request.get('/api/v2/webhooks/deliveries/99999999', { headers: asOther });
    expect(foreign.status()).toBe(404);
    expect(await foreign.json()).toEqual(await unknown.json());
    expect((await request.post(`/api/v2/webhooks/deliveries/${id}/resend`, { headers: asOther })).status()).toBe(404);
    const listed = await (await request.get('/api/v2/webhooks/deliveries?per_page=100', { headers: asOther })).json();
    expect(listed.data.map((delivery: { id: number }) => delivery.id)).not.toContain(id);
  });
});
