import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { demoStoreKey, unique } from '../support/api';
import { demo, signIn } from '../support/demo';

test('an admin adds a member (one-time password), changes the role, and finds it in the audit log and its CSV', async ({
  page,
}) => {
  await signIn(page, demo.admin);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/team$/);

  // The only admin cannot be demoted or deactivated: the page says why before the API would.
  const me = page.getByTestId('team-row').filter({ hasText: demo.admin });
  await expect(me.getByRole('combobox')).toBeDisabled();
  await expect(me.getByRole('button', { name: 'Deactivate' })).toBeDisabled();
  await expect(me).toContainText('You cannot deactivate yourself');

  const email = `${unique('member')}@example.com`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name', { exact: true }).fill('Bruno Teste');
  await page.getByLabel('Role', { exact: true }).selectOption('write');
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByTestId('new-member-notice')).toContainText(email);
  await expect(page.getByTestId('one-time-password')).toHaveText(/^[A-Za-z0-9]{16}$/);

  const row = page.getByTestId('team-row').filter({ hasText: email });
  await expect(row).toContainText('active');
  await row.getByRole('combobox', { name: 'Role of Bruno Teste' }).selectOption('view');
  await expect(row.getByRole('combobox')).toHaveValue('view');
  // The row's controls by keyboard alone (issue #20 §4): Tab from the role to Deactivate, Enter asks in the row and
  // takes focus there, Escape backs out, and the answer given hands focus back to the row's button.
  await row.getByRole('combobox').focus();
  await page.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: 'Reset password' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: 'Deactivate' })).toBeFocused();
  await page.keyboard.press('Enter');
  const question = row.getByRole('alertdialog', { name: 'Confirm the change' });
  await expect(question).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Deactivate' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: 'Yes, deactivate' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row).toContainText('deactivated');
  await expect(row.getByRole('button', { name: 'Reactivate' })).toBeEnabled();
  await expect(row.getByRole('button', { name: 'Reactivate' })).toBeFocused();

  // The audit log, filtered by action (in the URL), shows the change with before and after.
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action').selectOption('user.role_changed');
  await expect(page).toHaveURL(/[?&]action=user\.role_changed/);
  const entry = page.getByTestId('audit-row').first();
  await expect(entry).toContainText('user.role_changed');
  await expect(entry).toContainText('write → view');
  await expect(entry).toContainText('Ana');
  await expect(page.getByTestId('audit-row').and(page.locator(':not([data-action="user.role_changed"])'))).toHaveCount(
    0,
  );
  await entry.getByRole('button', { name: /Show details/ }).click();
  await expect(page.getByTestId('audit-details')).toContainText('write');

  await page.getByLabel('Action').selectOption('user.created');
  await expect(page.getByTestId('audit-row').filter({ hasText: email })).toHaveCount(1);

  await page.getByLabel('Action').selectOption('user.role_changed');
  await expect(page).toHaveURL(/[?&]action=user\.role_changed/);
  await expect(page.getByTestId('audit-row').first()).toHaveAttribute('data-action', 'user.role_changed');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{8}-\d{6}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header).toBe('id,created_at,action,actor_type,actor_id,actor,resource_type,resource_id,details');
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.filter((line) => !line.includes(',user.role_changed,'))).toEqual([]);
  expect(csv).toContain('""before"":""write""');
});

test('a viewer sees neither the team nor the audit log, and is told so at their addresses', async ({ page }) => {
  await signIn(page, demo.viewer);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Overview' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await page.goto('/audit-log');
  await expect(page.getByTestId('admins-only')).toContainText('Admins only.');
  await expect(page.getByTestId('audit-table')).toHaveCount(0);
  await page.goto('/team');
  await expect(page.getByTestId('admins-only')).toContainText('Admins only.');
});

test('at 1440 px the audit log fits its content area without scrolling sideways, an open entry included', async ({
  page,
  baseURL,
}) => {
  // An entry with a long unbroken value: a key named with 80 characters and no space.
  const name = `${unique('audit-width')}-${'x'.repeat(80)}`.slice(0, 80);
  await demoStoreKey(baseURL!, name);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, demo.admin);
  await page.goto('/audit-log?action=api_key.created');
  const row = page.getByTestId('audit-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const region = page.getByRole('region', { name: 'Audit log table' });
  const overflow = () => region.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  // A cut summary keeps its full text at hand, and the details show it whole, wrapped inside the table.
  await expect(row.locator('[title*="' + name + '"]')).toHaveCount(1);
  await row.getByRole('button', { name: /Show details/ }).click();
  await expect(page.getByTestId('audit-details')).toContainText(name);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.goto('/audit-log');
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);

  // On a phone the table keeps its columns and scrolls in its own region: the page itself does not widen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
