import { expect, request, type APIRequestContext, type Page } from '@playwright/test';

/** The seeded demo access (README); the test server runs with the defaults. */
export const demo = {
  password: 'payrail-demo',
  demoStoreKey: 'sk_test_DemoStoreSandboxKey0000000000000',
  otherCompanyKey: 'sk_test_OtherCompanySandboxKey0000000000',
  admin: 'admin@demo.payrail.test',
  writer: 'write@demo.payrail.test',
  viewer: 'view@demo.payrail.test',
  operator: 'operator@payrail.test',
  otherAdmin: 'admin@other.payrail.test',
};

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/**
 * An API context signed in through next-auth's credentials callback, as the dashboard is. Playwright sends neither
 * `Origin` nor `Sec-Fetch-Site`, so it says what the dashboard's own fetches say: our origin (writes need it).
 */
export async function signedInContext(
  baseURL: string,
  email: string,
  password = demo.password,
): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } });
  const { csrfToken } = await (await context.get('/api/auth/csrf')).json();
  const response = await context.post('/api/auth/callback/credentials', {
    form: { csrfToken, email, password, json: 'true' },
    maxRedirects: 0,
  });
  expect([200, 302]).toContain(response.status());
  const session = await (await context.get('/api/auth/session')).json();
  expect(session.user?.email).toBe(email);
  return context;
}

export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// The phone's menu button, folded; "Menu" in both languages.
const foldedMenu = (page: Page) => page.getByRole('button', { name: 'Menu', expanded: false });

/**
 * Waits for the dashboard shell: the signed-in user, or on a phone the Menu button in front of it
 * (components/shell/collapsible-sidebar.tsx).
 */
export async function expectDashboardShell(page: Page): Promise<void> {
  await expect(page.getByTestId('current-user').or(foldedMenu(page)).first()).toBeVisible();
}

/** Signs in and waits for the dashboard shell. */
export async function signIn(page: Page, email: string): Promise<void> {
  await submitSignIn(page, email, demo.password);
  await expectDashboardShell(page);
  const menu = foldedMenu(page);
  if (await menu.isVisible()) {
    await menu.click();
    await expect(page.getByTestId('current-user')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('current-user')).toBeHidden();
  }
}
