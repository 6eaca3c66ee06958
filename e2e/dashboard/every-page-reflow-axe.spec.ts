import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, expectSelectsShowTheirChoice } from '../support/axe';
import { demo, signIn } from '../support/demo';
import { BRAZIL, signInAs } from '../support/i18n';

/** Every dashboard page that needs no id; the detail pages are found from their lists. */
const PAGES = [
  '/',
  '/payins',
  '/payins/new',
  '/payouts',
  '/payouts/new',
  '/balance',
  '/markup',
  '/data-qualification',
  '/data-qualification/batches',
  '/data-qualification/upload',
  '/onboarding',
  '/onboarding/new',
  '/onboarding/webhook',
  '/webhooks',
  '/developers',
  '/team',
  '/audit-log',
  '/settings',
];

async function firstDetailPath(page: Page, list: string): Promise<string> {
  await page.goto(list);
  const link = page.locator(`main a[href^="${list}/"]`).filter({ hasNotText: /^New/ }).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

/** Opens `path` and checks its layout once its lists and figures have arrived: what the user ends up seeing. */
async function openAndCheckLayout(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoHorizontalOverflow(page, path);
  await expectSelectsShowTheirChoice(page, path);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
]) {
  test(`every dashboard page at ${viewport.width} px: no page wider than the screen, no serious axe finding`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    await signIn(page, demo.admin);
    const details = [];
    for (const list of ['/payins', '/payouts', '/data-qualification', '/onboarding'])
      details.push(await firstDetailPath(page, list));

    for (const path of [...PAGES, ...details]) {
      await openAndCheckLayout(page, path);
      await expectNoSeriousAxeViolations(page, path);
    }

    // A main state: the new-charge form with its markup preview shown.
    await page.goto('/payins/new');
    await page.getByLabel('Amount (R$)').fill('150,00');
    await expect(page.getByTestId('preview-markup')).toHaveText('R$ 2.25');
    await expectNoSeriousAxeViolations(page, '/payins/new with the markup preview');
  });
}

// Portuguese words are longer than English ones: a control sized for "Newest first" cut "Mais recentes primeiro".
for (const width of [390, 1440]) {
  test(`every dashboard page in Portuguese at ${width} px: no page wider than the screen, no select cut`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ ...BRAZIL, viewport: { width, height: 900 } });
    try {
      const page = await context.newPage();
      await signInAs(page, demo.admin, { email: 'E-mail', password: 'Senha', submit: 'Entrar' });
      for (const path of PAGES) await openAndCheckLayout(page, path);
    } finally {
      await context.close();
    }
  });
}

test('on a phone the navigation folds into a menu that opens, navigates, and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.admin);
  const menu = page.getByRole('button', { name: 'Menu' });
  const payins = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payins' });
  await expect(payins).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await payins.click();
  await expect(page).toHaveURL(/\/payins/);
  // A new page starts with the menu folded, so the page itself is what the phone shows.
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(payins).toBeHidden();

  await menu.click();
  await expect(payins).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(payins).toBeHidden();

  // From the md breakpoint the sidebar is always there and the button is not.
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(menu).toBeHidden();
  await expect(payins).toBeVisible();
});
