import { expect, test } from '@playwright/test';
import { type DemoAccounts, demoStoreKey, type Json, payinRequests, pixChargeBody } from '../support/api';

let asDemo: Record<string, string>;
let accounts: DemoAccounts;

const pixBody = (overrides: Json = {}) => pixChargeBody(accounts['Demo Store Online'], overrides);
const { create, findSeeded, cancel } = payinRequests(() => asDemo);

test.beforeAll(async ({}, testInfo) => {
  ({ headers: asDemo, accounts } = await demoStoreKey(testInfo.project.use.baseURL!, 'payin tests'));
});

test.describe('DELETE /v1/payin/payments/{cashInId}/request-cancel', () => {
  test('a new charge is too young; a body that names another charge is refused; both in the cancel shape', async ({
    request,
  }) => {
    const charge = await (await create(request, pixBody())).json();
    const early = await cancel(request, charge.id);
    expect(early.status()).toBe(422);
    expect(await early.json()).toEqual({ status: false, message: expect.stringContaining('5 minutes after creation') });
    const mismatch = await cancel(request, charge.id, { cashInId: String(charge.id + 1) });
    expect(mismatch.status()).toBe(422);
    expect(await mismatch.json()).toEqual({
      status: false,
      message: 'The cashInId in the body must match the cashInId in the path.',
    });
    const missing = await cancel(request, charge.id, {});
    expect(missing.status()).toBe(422);
    expect((await missing.json()).status).toBe(false);
  });

  test('an eligible pix is canceled at once, with a callback-ready history; a second request is refused', async ({
    request,
  }) => {
    const charge = await findSeeded(request, 'demo-demo-store-online-001');
    const response = await cancel(request, charge.id);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({
      status: true,
      data: { message: 'Cancellation request submitted successfully' },
    });
    const after = await (await request.get(`/api/v2/payin/payments/${charge.id}`, { headers: asDemo })).json();
    expect(after.status).toEqual({ id: 2, name: 'Canceled' });
    expect(after.status_history.map((change: Json) => change.status.id)).toEqual([1, 2]);
    const again = await cancel(request, charge.id);
    expect(again.status()).toBe(422);
    expect(await again.json()).toEqual({ status: false, message: expect.stringContaining('Canceled') });
  });

  test('twenty parallel cancels of an eligible boleto: exactly one succeeds; the processor then completes the drop', async ({
    request,
  }) => {
    const charge = await findSeeded(request, 'demo-demo-store-online-002');
    const responses = await Promise.all(Array.from({ length: 20 }, () => cancel(request, charge.id)));
    expect(responses.filter((response) => response.status() === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.status() === 422)).toHaveLength(19);
    const read = async () =>
      (await (await request.get(`/api/v2/payin/payments/${charge.id}`, { headers: asDemo })).json()) as Json;
    expect((await read()).status_history.map((change: Json) => change.status.id)).toContain(5);
    // The test server shortens the processor's one-day drop confirmation to three seconds.
    await expect.poll(async () => (await read()).status.id, { timeout: 15_000 }).toBe(2);
    expect((await read()).status_history.map((change: Json) => change.status.id)).toEqual([1, 5, 2]);
  });
});
