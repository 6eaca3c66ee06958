import { expect, test } from '@playwright/test';
import { demo, signIn, submitSignIn } from '../support/demo';

test('an unauthenticated visit redirects to sign-in, and back to the page after it', async ({ page }) => {
  await page.goto('/developers');
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fdevelopers$/);
  await page.getByLabel('E-mail').fill(demo.admin);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
});

test('a wrong password is refused with a message', async ({ page }) => {
  await submitSignIn(page, demo.admin, 'wrong-password');
  await expect(page.getByRole('alert').filter({ hasText: 'incorrect' })).toHaveText(
    'The e-mail or password is incorrect.',
  );
  await expect(page).toHaveURL(/\/sign-in/);
});

test('sign in shows the shell with every area, and sign out ends the session', async ({ page }) => {
  await signIn(page, demo.admin);
  await expect(page.getByRole('heading', { name: 'Welcome, Ana' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const area of [
    'Overview',
    'Payins',
    'Payouts',
    'Markup',
    'Data qualification',
    'Onboarding',
    'Webhooks',
    'Developers',
    'Settings',
  ]) {
    await expect(nav.getByRole('link', { name: area, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('current-user')).toHaveText('Ana Admin');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in/);
});
