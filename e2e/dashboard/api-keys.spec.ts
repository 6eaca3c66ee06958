import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/demo';

test('an admin creates a key (shown once), uses it, and revokes it', async ({ page, request }) => {
  await signIn(page, demo.admin);
  await page.getByRole('link', { name: 'Developers' }).click();
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();

  const name = `Browser key ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByTestId('new-api-key');
  await expect(shown).toHaveText(/^sk_test_[A-Za-z0-9]{32}$/);
  const key = (await shown.textContent())!;

  const row = page.getByTestId('api-key-row').filter({ hasText: name });
  await expect(row).toContainText(key.slice(0, 12));
  await expect(row).toContainText('active');

  expect(
    (await request.get('/api/v2/account/merchants', { headers: { authorization: `Bearer ${key}` } })).status(),
  ).toBe(200);

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(key)).toHaveCount(0);

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByTestId('api-key-row').filter({ hasText: name }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByTestId('api-key-row').filter({ hasText: name })).toContainText('revoked');
  expect(
    (await request.get('/api/v2/account/merchants', { headers: { authorization: `Bearer ${key}` } })).status(),
  ).toBe(401);
});

test('the name is required before a key is created', async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto('/developers');
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('The name field is required.')).toBeVisible();
  await expect(page.getByTestId('new-api-key')).toHaveCount(0);
});

test('a view user cannot manage keys', async ({ page }) => {
  await signIn(page, demo.viewer);
  await page.getByRole('link', { name: 'Developers' }).click();
  await expect(page.getByText('Only administrators can see and manage API keys.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create key' })).toHaveCount(0);
});
