import { expect, test } from '@playwright/test';
import { unique, type Json } from '../support/api';
import { demo, signIn, signedInContext, submitSignIn } from '../support/demo';

test('signing in from a callbackUrl that points elsewhere lands on the app’s own home page', async ({
  page,
  baseURL,
}) => {
  await page.goto('/sign-in?callbackUrl=/%09/evil');
  await page.getByLabel('E-mail').fill(demo.viewer);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('current-user')).toBeVisible();
  expect(page.url()).toBe(`${new URL(baseURL!).origin}/`);
});

test('an admin resets a member’s password; the member must choose a new one before any page', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people sign in and nine pages load: about 20 s on a quiet machine, more than the default 30 s under CI's load.
  test.slow();
  const admin = await signedInContext(baseURL!, demo.admin);
  const email = `${unique('forced')}@example.com`;
  const created: Json = await (
    await admin.post('/api/v2/account/users', { data: { email, name: 'Carla Forced', role: 'write' } })
  ).json();
  await admin.dispose();

  // The reset, on the team page.
  await signIn(page, demo.admin);
  await page.goto('/team');
  const row = page.getByTestId('team-row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Reset password' }).click();
  await row.getByRole('button', { name: 'Yes, reset' }).click();
  const code = row.getByTestId('reset-password');
  await expect(code).toHaveText(/^[A-Za-z0-9]{16}$/);
  const oneTime = (await code.textContent())!;
  expect(oneTime).not.toBe(created.password);
  await expect(row).toContainText('one-time password until');

  // The member signs in with it: every dashboard page sends them to choose their own.
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  await submitSignIn(memberPage, email, oneTime);
  await expect(memberPage).toHaveURL(/\/change-password$/);
  for (const path of ['/', '/payins', '/settings', '/team']) {
    await memberPage.goto(path);
    await expect(memberPage, path).toHaveURL(/\/change-password$/);
  }
  await expect(memberPage.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await memberPage.getByLabel('One-time password').fill(oneTime);
  await memberPage.getByLabel('New password').fill('short');
  await memberPage.getByRole('button', { name: 'Change password' }).click();
  await expect(memberPage.getByText('The new password must be at least 12 characters.')).toBeVisible();
  await memberPage.getByLabel('New password').fill('carla-chose-this-one');
  await memberPage.getByRole('button', { name: 'Change password' }).click();
  await expect(memberPage.getByTestId('current-user')).toHaveText('Carla Forced');
  await memberPage.goto('/payins');
  await expect(memberPage).toHaveURL(/\/payins$/);
  await member.close();
});
