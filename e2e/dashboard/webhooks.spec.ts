import { expect, test } from '@playwright/test';
import { startReceiver } from '../../test/receiver';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { demo, signIn } from '../support/demo';
import { expectModalKeyboard } from '../support/dialogs';

test('a delivery fails, is retried and succeeds in the log; resend adds an attempt', async ({ page }) => {
  test.setTimeout(90_000); // a retry and a resend to wait for, then two axe runs with the drawer open
  const receiver = await startReceiver([{ status: 500, body: 'not yet' }]);
  try {
    await signIn(page, demo.admin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' }).click();
    await page.getByLabel('Send a signed test event to').fill(receiver.url);
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByRole('status')).toContainText('queued');

    const row = page.getByTestId('delivery-row').filter({ hasText: receiver.url });
    await expect(row).toHaveCount(1);
    await row.click();
    const drawer = page.getByRole('dialog', { name: 'Delivery details' });
    const attempts = drawer.getByTestId('delivery-attempt');
    await expect(attempts.first()).toContainText('HTTP 500');
    await expect(attempts.first()).toContainText('not yet');
    await expect(attempts).toHaveCount(2, { timeout: 20_000 });
    await expect(attempts.nth(1)).toContainText('HTTP 200');
    await expect(drawer).toContainText('delivered');
    await expect(drawer.getByTestId('request-headers')).toContainText('webhook-signature: v1,');

    await drawer.getByRole('button', { name: 'Resend' }).click();
    await expect(attempts).toHaveCount(3, { timeout: 15_000 });
    await expect(attempts.nth(2)).toContainText('HTTP 200');
    expect(receiver.received).toHaveLength(3);

    // The drawer is a modal: no serious axe finding while open, at desktop and phone width; Tab goes round inside it;
    // Escape closes it and focus is back on the row that opened it (its button), though the click landed beside it.
    await expectNoSeriousAxeViolations(page, 'the delivery drawer open');
    await expectModalKeyboard(page, drawer, row.getByRole('button'));
    await page.setViewportSize({ width: 390, height: 844 });
    await row.click();
    await expect(attempts).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(page, 'the delivery drawer open at 390 px');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
  } finally {
    await receiver.close();
  }
});

test('a view user sees the log but cannot send or resend', async ({ page }) => {
  await signIn(page, demo.viewer);
  await page.goto('/webhooks');
  await expect(page.getByRole('button', { name: 'Send test event' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /How to verify signatures/ })).toBeVisible();
});

test('a delivery row is reached and opened with the keyboard, its event named in words', async ({ page }) => {
  test.setTimeout(60_000); // a delivery to wait for, then the drawer opened and closed three times
  const receiver = await startReceiver([]);
  try {
    await signIn(page, demo.admin);
    await page.goto('/webhooks');
    await page.getByLabel('Send a signed test event to').fill(receiver.url);
    await page.getByRole('button', { name: 'Send test event' }).click();
    const row = page.getByTestId('delivery-row').filter({ hasText: receiver.url });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('button')).toHaveText('Test event');

    // Tab from the table's region reaches the first row's button (other specs' deliveries may come first); Enter opens
    // its drawer.
    await page.getByRole('region', { name: 'Deliveries table' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('delivery-row').first().getByRole('button')).toBeFocused();
    // That button itself, not "the first row's": a delivery another spec makes meanwhile comes first in the list.
    const opener = await page.evaluateHandle(() => document.activeElement);
    const openerFocused = () => page.evaluate((element) => document.activeElement === element, opener);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Delivery details' });
    await expect(drawer).toBeVisible();
    await expect(page).toHaveURL(/[?&]delivery=\d+/);
    // Escape gives focus back to the row's button; Space opens it too, and closing again lands there again.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect.poll(openerFocused).toBe(true);
    await page.keyboard.press('Space');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect.poll(openerFocused).toBe(true);
  } finally {
    await receiver.close();
  }
});
