import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/demo';

test('a merchant user switches between the accounts of the organization', async ({ page }) => {
  await signIn(page, demo.admin);
  await expect(page.getByText('Demo Store · Demo Store Online')).toBeVisible();
  await expect(page.getByLabel('Organization')).toBeDisabled();
  const marketplace = await page
    .getByLabel('Merchant account')
    .locator('option', { hasText: 'Demo Store Marketplace' })
    .getAttribute('value');
  await page.getByLabel('Merchant account').selectOption(marketplace);
  await expect(page.getByText('Demo Store · Demo Store Marketplace')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Demo Store · Demo Store Marketplace')).toBeVisible();
});

test('an operator switches organization and sees only that organization', async ({ page }) => {
  await signIn(page, demo.operator);
  await expect(page.getByText('Demo Store · Demo Store Online')).toBeVisible();
  await page.getByLabel('Organization').selectOption({ label: 'Other Company' });
  await expect(page.getByText('Other Company · Other Company')).toBeVisible();
  await expect(page.getByLabel('Merchant account').locator('option')).toHaveText([/Other Company/]);
  await page.goto('/developers');
  await expect(page.getByTestId('api-key-row')).toContainText(['Sandbox demo key']);
  // By name, not position: e2e/api/livemode.spec.ts issues (and revokes) live keys in Other Company.
  await expect(page.getByTestId('api-key-row').filter({ hasText: 'Sandbox demo key' })).toContainText('sk_test_Othe');
  await expect(page.getByTestId('api-key-row').filter({ hasText: 'sk_test_Demo' })).toHaveCount(0);
});
