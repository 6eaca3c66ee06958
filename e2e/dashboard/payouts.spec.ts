import { expect, test } from '@playwright/test';
import { startReceiver } from '../../test/receiver';
import { merchantAccountsByName } from '../support/api';
import { bearer, demo, signIn } from '../support/demo';
import { topUpDemoStore } from '../support/funds';

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
    await expect(page.getByTestId('preview-markup')).toHaveText('R$ 1,00');
    await expect(page.getByTestId('preview-total')).toHaveText('R$ 151,00');
    await amount.fill('1234,5');
    await expect(page.getByTestId('preview-total')).toHaveText('R$ 1.235,50');

    await page.getByLabel('Pix key type').selectOption('PHONE');
    await page.getByTestId('pix-key-input').fill('11987654321');
    await page.getByLabel('Invoice (your reference, unique per account)').click(); // leave the key field
    await expect(page.getByText('A PHONE key must be +55')).toBeVisible();
    await page.getByTestId('pix-key-input').fill('+5511987654321');
    await expect(page.getByText('A PHONE key must be +55')).toHaveCount(0);

    const invoice = `browser-payout-${Date.now()}`;
    await page.getByLabel('Invoice (your reference, unique per account)').fill(invoice);
    await page.getByLabel('Notification URL (optional, for status callbacks)').fill(receiver.url);
    await page.getByRole('button', { name: 'Create payout' }).click();

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
