import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, signIn } from '../support/demo';

/**
 * A phone's on-screen keyboard while an amount is typed (issue #20): what the amount costs stays in sight. A keyboard
 * either shrinks the page (Chrome with `interactive-widget=resizes-content`), emulated with a 390×400 viewport, or only
 * the visual viewport, leaving the page's layout as it was (Safari; Chrome's default). Chromium shrinks the visual
 * viewport alone only when zoomed, so that case is a zoom that leaves the top 400 px of the 844 px screen in view.
 */

// Signing in, then a form that looks up the balance and the markup rules, on a machine other specs share.
test.describe.configure({ timeout: 60_000 });

type Box = { top: number; bottom: number };

/** The visual viewport's top and bottom, and `locator`'s, in the layout viewport's coordinates. */
async function boxes(page: Page, locator: Locator): Promise<{ visible: Box; element: Box }> {
  const element = await locator.evaluate((node) => {
    const { top, bottom } = node.getBoundingClientRect();
    return { top, bottom };
  });
  const visible = await page.evaluate(() => {
    const viewport = window.visualViewport!;
    return { top: viewport.offsetTop, bottom: viewport.offsetTop + viewport.height };
  });
  return { visible, element };
}

async function expectInVisualViewport(page: Page, locator: Locator, what: string) {
  const { visible, element } = await boxes(page, locator);
  expect(element.top, `${what}: top within the visible part of the screen`).toBeGreaterThanOrEqual(visible.top - 1);
  expect(element.bottom, `${what}: bottom within the visible part of the screen`).toBeLessThanOrEqual(
    visible.bottom + 1,
  );
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.admin);
});

test('the payout preview stays docked in sight, below the amount, when a keyboard shrinks the screen', async ({
  page,
}) => {
  await page.goto('/payouts/new');
  const amount = page.getByLabel('Amount (R$)');
  const preview = page.getByTestId('payout-preview');
  await amount.fill('60');
  await expect(page.getByTestId('preview-total')).toHaveText(/^R\$ \d+\.\d{2}$/);
  await amount.blur();

  // The keyboard shrinks the page: the browser brings the focused field into view above the docked preview.
  await page.setViewportSize({ width: 390, height: 400 });
  await amount.focus();
  await expect(preview).toBeInViewport({ ratio: 1 });
  await expect(amount).toBeInViewport({ ratio: 1 });
  const { element: field } = await boxes(page, amount);
  const { element: dock } = await boxes(page, preview);
  expect(field.bottom, 'the amount is above the preview, not under it').toBeLessThanOrEqual(dock.top);

  // The keyboard covers the bottom 444 px without changing the layout: the preview sits on it, the amount above.
  await page.setViewportSize({ width: 390, height: 844 });
  await amount.evaluate((input) => {
    input.scrollIntoView({ block: 'start' });
    input.focus({ preventScroll: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 844 / 400 });
  await expect.poll(() => page.evaluate(() => Math.round(window.visualViewport!.height))).toBe(400);
  expect(await page.evaluate(() => window.visualViewport!.offsetTop)).toBe(0);
  await expect.poll(async () => (await boxes(page, preview)).element.bottom).toBeLessThanOrEqual(401);
  await expectInVisualViewport(page, preview, 'the docked preview');
  await expectInVisualViewport(page, amount, 'the amount');
  const covered = await boxes(page, preview);
  expect((await boxes(page, amount)).element.bottom, 'the amount is above the preview').toBeLessThanOrEqual(
    covered.element.top,
  );

  // The keyboard closes: the preview is back at the bottom of the screen.
  await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 1 });
  await expect.poll(async () => Math.round((await boxes(page, preview)).element.bottom)).toBe(844);
  await cdp.detach();
});

test('the charge form says what the buyer pays right under the amount, in sight while a keyboard is open', async ({
  page,
}) => {
  await page.goto('/payins/new');
  const amount = page.getByLabel('Amount (R$)');
  await amount.fill('150');
  const buyerPays = page.getByTestId('buyer-pays-line');
  await expect(buyerPays).toBeVisible();
  await amount.blur();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 390, height: 400 });
  await amount.focus();
  await expect(amount).toBeInViewport({ ratio: 1 });
  await expect(buyerPays).toBeInViewport({ ratio: 1 });
});
