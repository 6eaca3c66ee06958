import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  COMPANIES_PATH as PATH,
  COMPANY_NOT_FOUND as NOT_FOUND,
  companyTransition,
  demoStoreKey,
  expect422,
  type Json,
  onboardingRequests,
  UNKNOWN_COMPANY_ID as UNKNOWN_ID,
} from '../support/api';
import { demo, signedInContext } from '../support/demo';

let asDemo: Record<string, string>;
let operator: APIRequestContext;

const { createdId } = onboardingRequests(() => asDemo);
const transition = companyTransition(() => operator);

test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  ({ headers: asDemo } = await demoStoreKey(baseURL, 'onboarding tests'));
  operator = await signedInContext(baseURL, demo.operator);
});
test.afterAll(async () => {
  await operator?.dispose();
});

test.describe('POST /v2/register/companies/{id}/transition', () => {
  test('operators only; moves follow the table; the first activation opens an account', async ({
    request,
    baseURL,
  }) => {
    const id = await createdId(request);
    expect(
      (
        await request.post(`${PATH}/${id}/transition`, { headers: asDemo, data: { status: 'due_diligence_review' } })
      ).status(),
    ).toBe(403);
    const admin = await signedInContext(baseURL!, demo.admin);
    expect((await admin.post(`${PATH}/${id}/transition`, { data: { status: 'due_diligence_review' } })).status()).toBe(
      403,
    );
    await admin.dispose();

    await expect422(await transition(id, 'active'), 'status'); // pending → active skips the review
    await expect422(await transition(id, 'approved'), 'status');
    await expect422(await operator.post(`${PATH}/${id}/transition`, { data: {} }), 'status');
    await expect422(
      await operator.post(`${PATH}/${id}/transition`, {
        data: { status: 'due_diligence_review', reason: 'x'.repeat(501) },
      }),
      'reason',
    );
    for (const unknown of [UNKNOWN_ID, 'nope']) {
      const response = await transition(unknown, 'due_diligence_review');
      expect(response.status()).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }

    const review = await transition(id, 'due_diligence_review', 'Documents received.');
    expect(review.status()).toBe(200);
    expect((await review.json()).status_history.map((change: Json) => change.status)).toEqual([
      'pending',
      'due_diligence_review',
    ]);
    const active = await (await transition(id, 'active')).json();
    expect(active).toMatchObject({ status: 'active', account_id: expect.any(Number) });
    const merchants = (await (await request.get('/api/v2/account/merchants', { headers: asDemo })).json()).data;
    expect(merchants.find((account: Json) => account.id === active.account_id)).toMatchObject({
      name: 'Padaria Pão Quente',
    });
    await transition(id, 'inactive');
    const again = await (await transition(id, 'active')).json();
    expect(again.account_id).toBe(active.account_id);
    const closed = await (await transition(id, 'closed')).json();
    expect(closed.status_history.map((change: Json) => change.status)).toEqual([
      'pending',
      'due_diligence_review',
      'active',
      'inactive',
      'active',
      'closed',
    ]);
    await expect422(await transition(id, 'active'), 'status'); // closed is final
    expect(await (await request.get(`${PATH}/${id}`, { headers: asDemo })).json()).toEqual(closed);
  });

  test('of racing transitions exactly one applies', async ({ request }) => {
    const id = await createdId(request);
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => transition(id, 'due_diligence_review')))).map(
      (response) => response.status(),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
  });
});
