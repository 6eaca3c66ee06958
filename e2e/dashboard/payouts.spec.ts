import { expect, test, type Locator } from '@playwright/test';
import { startReceiver } from '../../test/receiver';
import { demoStoreKey, merchantAccountsByName, pixPayoutBody, unique } from '../support/api';
import { bearer, demo, signIn } from '../support/demo';
import { freshDemoStoreMerchant, topUpDemoStore } from '../support/funds';

test('create a payout with the live preview and key-type checks, watch it get paid, see the callback', async ({
  page,
  request,
  baseURL,
}) => {
  const { 'Demo Store Online': online } = await merchantAccountsByName(request, bearer(demo.demoStoreKey));
  await topUpDemoStore(baseURL!, online!, 123_550); // the payout below: R$ 1.234,50 + R$ 1,00 of markup
  const receiver = await startReceiver();
  try {
    await signIn(page, demo.admin);
    await expect(page.getByText('Demo Store · Demo Store Online')).toBeVisible(); // its global payout rule: fixed R$ 1,00
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payouts' }).click();
    await expect(page.getByTestId('payout-row').first()).toBeVisible(); // the seeded payouts
    await page.getByRole('link', { name: 'New payout' }).click();

    const amount = page.getByLabel('Amount (R$)');
    await amount.fill('150,00');
    await expect(page.getByTestId('preview-markup')).toHaveText('R$ 1.00');
    await expect(page.getByTestId('preview-total')).toHaveText('R$ 151.00');
    await amount.fill('1234,5');
    await expect(page.getByTestId('preview-total')).toHaveText('R$ 1,235.50');

    await page.getByLabel('Pix key type').selectOption('PHONE');
    await page.getByTestId('pix-key-input').fill('11987654321');
    await page.getByLabel('Invoice (your reference, unique per account)').click(); // leave the key field
    await expect(page.getByText('A PHONE key must be +55')).toBeVisible();
    await page.getByTestId('pix-key-input').fill('+5511987654321');
    await expect(page.getByText('A PHONE key must be +55')).toHaveCount(0);

    const invoice = `browser-payout-${Date.now()}`;
    await page.getByLabel('Invoice (your reference, unique per account)').fill(invoice);
    await page.getByLabel('Notification URL (optional, for status callbacks)').fill(receiver.url);
    await page.getByRole('button', { name: 'Review payout' }).click();
    const confirmation = page.getByRole('region', { name: 'Confirm the payout' });
    await expect(confirmation.getByTestId('confirm-amount')).toHaveText('R$ 1,234.50');
    await expect(confirmation.getByTestId('confirm-markup')).toHaveText('R$ 1.00');
    await expect(confirmation.getByTestId('confirm-total')).toHaveText('R$ 1,235.50');
    await expect(confirmation.getByTestId('confirm-pix-key')).toHaveText('+5511987654321');
    await confirmation.getByRole('button', { name: 'Confirm payout' }).click();

    await expect(page).toHaveURL(/\/payouts\/\d+$/);
    // The test server's sandbox steps are a second apart: Awaiting → Processing → Paid.
    await expect(page.getByTestId('payout-status')).toHaveText('Paid', { timeout: 20_000 });
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
    const statuses = receiver.received
      .map((received) => JSON.parse(received.body))
      .map((body) => body.status.name)
      .sort();
    expect(statuses).toEqual(['Paid', 'Processing']);
    expect(JSON.parse(receiver.received[0]?.body ?? 'null')).toMatchObject({
      invoice,
      amount: '1234.50',
      currency: 'BRL',
    });
    await expect(page.getByTestId('payout-deliveries')).toContainText('delivered', { timeout: 15_000 });
  } finally {
    await receiver.close();
  }
});

test('the payout form shows the available balance, refuses beside the amount what it does not cover, and confirms before sending', async ({
  page,
  request,
  baseURL,
}) => {
  // An account of this test's own (no markup, an empty balance), so the other specs' payouts cannot move its figures.
  const { key, headers } = await demoStoreKey(baseURL!, 'payout form balance');
  const merchant = await freshDemoStoreMerchant(baseURL!, key);
  await topUpDemoStore(baseURL!, merchant, 10_000); // R$ 100,00
  const payouts = async () =>
    (await (await request.get(`/api/v2/payout/payments?merchant_id=${merchant}`, { headers })).json()).meta.total;
  const noHorizontalOverflow = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.admin);
  await page.goto('/payouts/new');
  await page.getByLabel('Account debited').selectOption(String(merchant));
  const balance = page.getByTestId('available-balance');
  await expect(balance).toHaveText('Available balance: R$ 100.00');
  await noHorizontalOverflow();

  const amount = page.getByLabel('Amount (R$)');
  await amount.fill('100,01');
  await expect(page.getByTestId('preview-total')).toHaveText('R$ 100.01');
  await page.getByRole('button', { name: 'Review payout' }).click();
  await expect(page.getByText('The available balance (R$ 100,00) does not cover R$ 100,01.')).toBeVisible();
  await expect(amount).toBeFocused();
  await expect(page.getByTestId('payout-confirmation')).toHaveCount(0);
  expect(await payouts()).toBe(0);

  await amount.fill('60');
  await expect(page.getByText('does not cover')).toHaveCount(0);
  await expect(page.getByTestId('preview-total')).toHaveText('R$ 60.00'); // the preview follows the typing
  await expect(page.getByTestId('preview-total')).toBeInViewport(); // docked to the phone's screen while typing
  await page.getByRole('button', { name: 'Review payout' }).click();
  const confirmation = page.getByRole('region', { name: 'Confirm the payout' });
  await expect(confirmation.getByRole('heading', { name: 'Confirm the payout' })).toBeFocused();
  await expect(confirmation.getByTestId('confirm-amount')).toHaveText('R$ 60.00');
  await expect(confirmation.getByTestId('confirm-markup')).toHaveText('R$ 0.00');
  await expect(confirmation.getByTestId('confirm-total')).toHaveText('R$ 60.00');
  await expect(confirmation.getByTestId('confirm-name')).toHaveText('Maria Silva');
  await expect(confirmation.getByTestId('confirm-document')).toHaveText(/^529\.?982\.?247-?25$/);
  await expect(confirmation.getByText('Pix key (Random key)')).toBeVisible();
  await expect(confirmation.getByTestId('confirm-pix-key')).toHaveText(/^[0-9a-f-]{36}$/);
  await noHorizontalOverflow();
  expect(await payouts()).toBe(0); // the review sent nothing

  await confirmation.getByRole('button', { name: 'Back to edit' }).click();
  await expect(amount).toBeFocused();
  await page.getByRole('button', { name: 'Review payout' }).click();
  await page.getByRole('button', { name: 'Confirm payout' }).click();
  await expect(page).toHaveURL(/\/payouts\/\d+$/);
  expect(await payouts()).toBe(1);

  await page.goto('/payouts/new');
  await page.getByLabel('Account debited').selectOption(String(merchant));
  await expect(balance).toHaveText('Available balance: R$ 40.00');
});

test('a failed payout says why on its page, and that its funds went back', async ({ page }) => {
  await signIn(page, demo.admin);
  const failed = await (await page.request.get('/api/v2/payout/payments?status_id=4&per_page=1')).json();
  const payout = failed.data[0];
  expect(payout.failure_reason).toBe('The beneficiary bank refused the transfer.');
  await page.goto(`/payouts/${payout.id}`);
  await expect(page.getByTestId('payout-failure-reason')).toHaveText(
    'Failed: The beneficiary bank refused the transfer. The total debited went back to the available balance.',
  );
});

test('a payout confirmed after another tab drained the balance is refused beside the amount, not announced as sent', async ({
  page,
  request,
  baseURL,
}) => {
  const { key, headers } = await demoStoreKey(baseURL!, 'payout form race');
  const merchant = await freshDemoStoreMerchant(baseURL!, key);
  await topUpDemoStore(baseURL!, merchant, 10_000); // R$ 100,00
  const payouts = async () =>
    (await (await request.get(`/api/v2/payout/payments?merchant_id=${merchant}`, { headers })).json()).meta.total;

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.admin);
  await page.goto('/payouts/new');
  await page.getByLabel('Account debited').selectOption(String(merchant));
  await expect(page.getByTestId('available-balance')).toHaveText('Available balance: R$ 100.00');
  const amount = page.getByLabel('Amount (R$)');
  await amount.fill('60');
  await page.getByRole('button', { name: 'Review payout' }).click();
  const confirmation = page.getByRole('region', { name: 'Confirm the payout' });
  await expect(confirmation.getByTestId('confirm-total')).toHaveText('R$ 60.00');

  // Another tab (here the API) spends R$ 50,00 of it between the form's check and the confirmation.
  const drain = await request.post('/api/v2/payout/payments', {
    headers: { ...headers, 'idempotency-key': `drain-${Date.now()}` },
    data: pixPayoutBody(merchant, { amount: 50 }),
  });
  expect(drain.status(), await drain.text()).toBe(201);

  await confirmation.getByRole('button', { name: 'Confirm payout' }).click();
  // The API's 422 on amount, beside the amount, with the balance as it now is; the form is back, nothing was sent.
  await expect(page.getByText('The available balance (R$ 50,00) does not cover R$ 60,00.')).toBeVisible();
  await expect(amount).toBeVisible();
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('payout-confirmation')).toHaveCount(0);
  await expect(page).toHaveURL(/\/payouts\/new$/);
  await expect(page.getByText(/payout (created|sent)/i)).toHaveCount(0);
  await expect(page.getByTestId('available-balance')).toHaveText('Available balance: R$ 50.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await payouts()).toBe(1); // the drain only

  // Within what is left, the same form sends.
  await amount.fill('50');
  await page.getByRole('button', { name: 'Review payout' }).click();
  await page.getByRole('button', { name: 'Confirm payout' }).click();
  await expect(page).toHaveURL(/\/payouts\/\d+$/);
  expect(await payouts()).toBe(2);
});

/** How much wider than its visible width a scroll region's content is (0 when nothing is hidden to the side). */
const hiddenWidth = (region: Locator) => region.evaluate((element) => element.scrollWidth - element.clientWidth);

test('at 1440 px the payouts table fits its card without scrolling sideways, even with the longest texts', async ({
  page,
  request,
  baseURL,
}) => {
  // The widest row a payout can make: the longest invoice, name and e-mail key the API takes, a large amount with
  // markup (so the debited line shows), in an account of its own (whose name shows under the invoice).
  const { key, headers } = await demoStoreKey(baseURL!, 'payouts table width');
  const merchant = await freshDemoStoreMerchant(baseURL!, key);
  await topUpDemoStore(baseURL!, merchant, 100_000_000);
  await topUpDemoStore(baseURL!, merchant, 99_999_999); // R$ 1.998.000,00 + R$ 1.999,99 of markup
  const name = `Maria ${'Aparecida '.repeat(21)}Souza`.slice(0, 200);
  const email = `${'a'.repeat(65)}@example.com`;
  const created = await request.post('/api/v2/payout/payments', {
    headers: { ...headers, 'idempotency-key': unique('wide-payout') },
    data: pixPayoutBody(merchant, {
      invoice: unique('wide-payout').padEnd(100, '0'),
      amount: 1_998_000,
      markup: { mode: 'fixed', amount: 1_999.99 },
      beneficiary: {
        name,
        document: { type: 'CPF', number: '52998224725' },
        pix: { key: email, key_type: 'EMAIL' },
      },
    }),
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, demo.admin);
  const table = page.getByTestId('payouts-table');
  const region = table.locator('xpath=..'); // the table's own scroll region
  await page.goto('/payouts'); // the seeded payouts, as issue #20 measured them
  await expect(page.getByTestId('payout-row').first()).toBeVisible();
  expect(await hiddenWidth(region)).toBeLessThanOrEqual(0);

  await page.goto(`/payouts?merchant_id=${merchant}`);
  const row = page.getByTestId('payout-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('debited R$ 1,999,999.99');
  expect(await hiddenWidth(region)).toBeLessThanOrEqual(0);
  // Cut short on screen, the texts stay whole: in the title a pointer shows and in what a screen reader reads.
  await expect(row.getByTitle(name)).toHaveText(name);
  await expect(row.getByTitle(email)).toContainText(email);

  // On a phone the table keeps its width and scrolls inside its region; the page itself does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
