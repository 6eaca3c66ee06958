import { expect, test, type Page } from '@playwright/test';
import { pixChargeBody } from '../support/api';
import { bearer, demo, signIn } from '../support/demo';

async function expectBrandedNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  const notFound = page.getByTestId('not-found');
  await expect(notFound.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(notFound.getByRole('link', { name: 'Back to the overview' })).toHaveAttribute('href', '/');
  // Inside the dashboard's own layout: the signed-in user and the navigation stay.
  await expect(page.getByTestId('current-user')).toBeVisible();
}

test('an unknown dashboard address and an unknown record answer 404 with the branded page', async ({ page }) => {
  await signIn(page, demo.admin);
  await expectBrandedNotFound(page, '/no-such-page');
  await expectBrandedNotFound(page, '/payins/no/such/thing');
  await expectBrandedNotFound(page, '/payins/999999');
  await expectBrandedNotFound(page, '/payins/abc');
  await expectBrandedNotFound(page, '/payouts/999999');
  await expectBrandedNotFound(page, '/data-qualification/999999');
  await expectBrandedNotFound(page, '/onboarding/00000000-0000-4000-8000-000000000000');

  await page.getByTestId('not-found').getByRole('link', { name: 'Back to the overview' }).click();
  await expect(page).toHaveURL('/');
});

test("another organization's charge looks unknown: 404, not an empty page", async ({ page, request }) => {
  const headers = bearer(demo.otherCompanyKey);
  const { data } = await (await request.get('/api/v2/account/merchants', { headers })).json();
  const created = await request.post('/api/v2/payin/payments', { headers, data: pixChargeBody(data[0].id) });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  await signIn(page, demo.admin);
  await expectBrandedNotFound(page, `/payins/${id}`);
});

test('pages carry a request id, which a failed one is logged with', async ({ page }) => {
  await signIn(page, demo.admin);
  const response = await page.goto('/no-such-page');
  expect(response?.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

test('the not-found page fits a 390 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.admin);
  await page.goto('/payins/999999');
  const card = page.getByTestId('not-found');
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('heading', { name: 'Page not found' })).toBeInViewport();
  // Nothing wider than the phone, and the card a readable column rather than a sliver beside the navigation.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = (await card.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.width).toBeGreaterThan(300);
  expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('not-found-390.png') });
});
