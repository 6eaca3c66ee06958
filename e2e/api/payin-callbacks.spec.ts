import { expect, test } from '@playwright/test';
import { startReceiver } from '../../test/receiver';
import {
  type DemoAccounts,
  demoStoreKey,
  expect422,
  type Json,
  MICROSECONDS,
  payinRequests,
  pixChargeBody,
  sha256hex,
  withValue,
} from '../support/api';
import { bearer, demo } from '../support/demo';

const asOther = bearer(demo.otherCompanyKey);

let key: string;
let asDemo: Record<string, string>;
let accounts: DemoAccounts;

const pixBody = (overrides: Json = {}) => pixChargeBody(accounts['Demo Store Online'], overrides);
const { create } = payinRequests(() => asDemo);

test.beforeAll(async ({}, testInfo) => {
  ({ key, headers: asDemo, accounts } = await demoStoreKey(testInfo.project.use.baseURL!, 'payin tests'));
});

test.describe('processor events and callbacks', () => {
  test('pay and credit by simulation send signed callbacks; impossible steps are refused', async ({ request }) => {
    const receiver = await startReceiver();
    try {
      const charge = await (await create(request, pixBody({ notification_url: receiver.url }))).json();
      await expect422(
        await request.post(`/api/v2/sandbox/payin/payments/${charge.id}/simulate`, {
          headers: asDemo,
          data: { action: 'credit' },
        }),
        'action',
      );
      await expect422(
        await request.post(`/api/v2/sandbox/payin/payments/${charge.id}/simulate`, {
          headers: asDemo,
          data: { action: 'refund' },
        }),
        'action',
      );
      const paid = await request.post(`/api/v2/sandbox/payin/payments/${charge.id}/simulate`, {
        headers: asDemo,
        data: { action: 'pay' },
      });
      expect(paid.status()).toBe(200);
      expect(await paid.json()).toMatchObject({ status: { id: 3, name: 'Paid' }, paid_amount: charge.total_amount });
      expect(
        (
          await request.post(`/api/v2/sandbox/payin/payments/${charge.id}/simulate`, {
            headers: asDemo,
            data: { action: 'credit' },
          })
        ).status(),
      ).toBe(200);
      expect(
        (
          await request.post(`/api/v2/sandbox/payin/payments/${charge.id}/simulate`, {
            headers: asOther,
            data: { action: 'credit' },
          })
        ).status(),
      ).toBe(404);

      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
      // Callbacks are separate deliveries, so they may arrive in either order; updated_at tells them apart.
      const bodies = receiver.received
        .map((received) => JSON.parse(received.body))
        .sort((a, b) => a.status.id - b.status.id);
      expect(bodies.map((body) => body.status)).toEqual([
        { id: 3, name: 'Paid' },
        { id: 4, name: 'Credited' },
      ]);
      expect(bodies[0].updated_at < bodies[1].updated_at).toBe(true);
      expect(bodies[0]).toEqual({
        id: charge.id,
        invoice: charge.invoice,
        status: { id: 3, name: 'Paid' },
        updated_at: expect.stringMatching(MICROSECONDS),
        metadata: { paid_amount: charge.total_amount },
      });
      for (const received of receiver.received) {
        expect(received.headers['x-webhook-wp-signature']).toBe(
          `Bearer ${sha256hex(`${charge.id}${charge.hash}${charge.amount}${key}`)}`,
        );
      }
    } finally {
      await receiver.close();
    }
  });

  test('magic documents: one settles to Credited by itself, one is rejected', async ({ request }) => {
    const settles = await (await create(request, withValue(pixBody(), 'buyer.document.number', '58713371126'))).json();
    const rejected = await (await create(request, withValue(pixBody(), 'buyer.document.number', '90836247060'))).json();
    const statusOf = async (id: number) =>
      (await (await request.get(`/api/v2/payin/payments/${id}`, { headers: asDemo })).json()) as Json;
    await expect.poll(async () => (await statusOf(settles.id)).status.id, { timeout: 20_000 }).toBe(4);
    expect((await statusOf(settles.id)).status_history.map((change: Json) => change.status.id)).toEqual([1, 3, 4]);
    expect((await statusOf(settles.id)).paid_amount).toBe(settles.total_amount);
    await expect.poll(async () => (await statusOf(rejected.id)).status.id, { timeout: 20_000 }).toBe(7);
  });
});
