import { expect, test, type Page, type Response } from '@playwright/test';
import { demo, signIn } from '../support/demo';

/**
 * Every page runs under a nonce-based Content-Security-Policy. A page that breaks under it shows up here as a
 * console message ("Refused to execute…", "violates the following Content Security Policy directive"), a
 * `securitypolicyviolation` event, or an uncaught error.
 */

type Violation = { directive: string; blocked: string; source: string };

async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|refused to/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // Init scripts are injected by the browser itself, outside the page's policy.
  await page.addInitScript(() => {
    const seen: Violation[] = ((window as unknown as { __cspViolations: Violation[] }).__cspViolations = []);
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile }),
    );
  });
  return problems;
}

async function expectNoViolations(page: Page, problems: string[], where: string): Promise<void> {
  const violations = await page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
  expect([...problems, ...violations.map((violation) => `violation: ${JSON.stringify(violation)}`)], where).toEqual([]);
}

const nonceOf = (response: Response | null) =>
  /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];

test('the dashboard, a charge, the API reference and the payment page run under the CSP without a violation', async ({
  page,
}) => {
  const problems = await watch(page);
  await signIn(page, demo.admin);
  await expectNoViolations(page, problems, 'sign-in and overview');

  // The overview's chart (recharts, loaded after the page) draws.
  await expect(page.getByTestId('volume-chart').locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await expect
    .poll(() => page.getByTestId('volume-chart').locator('.recharts-bar-rectangle').count())
    .toBeGreaterThan(0);
  await expectNoViolations(page, problems, 'overview');

  const first = await page.goto('/payins');
  await expect(page.getByTestId('payin-row').first()).toBeVisible();
  const second = await page.reload();
  await expect(page.getByTestId('payin-row').first()).toBeVisible();
  expect(nonceOf(first)).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
  expect(nonceOf(second), 'a fresh nonce for every response').not.toBe(nonceOf(first));
  await expectNoViolations(page, problems, 'payins');

  await page.getByTestId('payin-row').first().click();
  await expect(page).toHaveURL(/\/payins\/\d+$/);
  await expect(page.getByTestId('payin-status')).toBeVisible();
  const paymentPage = await page.getByTestId('payment-page-link').getAttribute('href');
  await expectNoViolations(page, problems, 'payin detail');

  // The API reference, rendered on the server: no violation either.
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Payrail API');
  await expectNoViolations(page, problems, '/docs');

  expect(paymentPage).toMatch(/\/pay\/[0-9a-f]{32}$/);
  const pay = await page.goto(paymentPage!);
  expect(pay?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByTestId('pay-amount')).toBeVisible();
  await expectNoViolations(page, problems, 'payment page');
});

test('a script slipped into a page without the nonce does not run', async ({ page }) => {
  const problems = await watch(page);
  // What an injection (a stored XSS) would add: an inline script in the served HTML, headers untouched.
  await page.route('**/sign-in', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', '<script>window.__injected = true</script></body>');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/sign-in');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(problems.some((problem) => /content security policy/i.test(problem))).toBe(true);
});
