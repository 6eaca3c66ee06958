import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/demo';

// react-hook-form writes each field's default into the DOM when it attaches, so anything typed into the server's HTML
// before hydration would be replaced without a word. Without JavaScript a page stays as the server wrote it: its
// fields must arrive disabled, and take input once the page runs.
test('forms take no input until the page has hydrated, then they do', async ({ browser, page }) => {
  await signIn(page, demo.admin); // the sign-in form took input once hydrated
  await page.goto('/payouts/new');
  await expect(page.getByLabel('Account debited')).toBeEnabled();
  await expect(page.getByLabel('Amount (R$)')).toBeEnabled();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const serverHtml = await noScript.newPage();
    await serverHtml.goto('/sign-in');
    await expect(serverHtml.getByLabel('E-mail')).toBeDisabled();
    await expect(serverHtml.getByLabel('Password')).toBeDisabled();
    await noScript.addCookies(await page.context().cookies());
    for (const [path, fields] of [
      ['/payouts/new', ['Account debited', 'Amount (R$)']],
      ['/payins/new', ['Invoice (your reference, unique per account)', 'Amount (R$)']],
      ['/webhooks', ['Send a signed test event to']],
    ] as const) {
      await serverHtml.goto(path);
      for (const field of fields) await expect(serverHtml.getByLabel(field), path).toBeDisabled();
    }
  } finally {
    await noScript.close();
  }
});
