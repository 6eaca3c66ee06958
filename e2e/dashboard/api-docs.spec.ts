import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the API reference shows every operation of the OpenAPI document, accessibly', async ({ page, request }) => {
      // Two axe runs over pages of a few hundred nodes each: slow on a busy two-core machine.
      test.setTimeout(90_000);
      const spec = await (await request.get('/api/openapi.json')).json();
      const operations = Object.values(spec.paths as Record<string, object>).flatMap((item) => Object.keys(item));

      await page.goto('/docs');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Payrail API');
      await expectNoSeriousAxeViolations(page, '/docs');
      await expectNoHorizontalOverflow(page, '/docs');

      // The contents name every operation once (on a phone, behind a disclosure); an area's page holds one section
      // for each of its operations.
      if (viewport.width < 1024) await page.locator('summary', { hasText: 'Contents' }).click();
      const contents = page.getByRole('navigation', { name: 'API reference contents' }).first();
      await expect(contents.locator('li a')).toHaveCount(operations.length);
      const payin = Object.values(spec.paths as Record<string, Record<string, { tags?: string[] }>>)
        .flatMap((item) => Object.values(item))
        .filter((operation) => operation.tags?.[0] === 'Payin');
      await page.goto('/docs/api/payin');
      await expect(page.locator('main section[id]')).toHaveCount(payin.length);
      const create = page.locator('#post-v2-payin-payments');
      await expect(create.getByRole('heading', { level: 2 })).toHaveText(/POST\s*\/api\/v2\/payin\/payments$/);
      await expect(create.getByText('payment_method: "pix"')).toBeVisible();
      // A response opens from the keyboard and shows its body.
      await create.locator('summary').filter({ hasText: /^201/ }).focus();
      await page.keyboard.press('Enter');
      await expect(create.locator('details[open]').getByText('application/json')).toBeVisible();
      await expectNoSeriousAxeViolations(page, '/docs/api/payin with a response open');
      await expectNoHorizontalOverflow(page, '/docs/api/payin');
    });

    test('the webhook guide is a rendered page, not Markdown text', async ({ page }) => {
      const response = await page.goto('/docs/webhooks');
      expect(response?.headers()['content-type']).toMatch(/^text\/html/);
      await expect(page.getByRole('heading', { level: 1, name: 'Webhooks and callbacks' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Signatures' })).toBeVisible();
      await expect(page.getByRole('table').first()).toBeVisible();
      await expect(page.getByText('# Webhooks and callbacks')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page, '/docs/webhooks');
      await expectNoHorizontalOverflow(page, '/docs/webhooks');
    });
  });
}

test('an unknown area of the reference is a 404 with a way back', async ({ page }) => {
  const response = await page.goto('/docs/api/no-such-area');
  expect(response?.status()).toBe(404);
  await page.getByTestId('not-found').getByRole('link', { name: 'Back to the API reference' }).click();
  await expect(page).toHaveURL('/docs');
});
