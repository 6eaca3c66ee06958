import { expect, test } from '@playwright/test';
import { startReceiver } from '../../test/receiver';
import { demo, signIn } from '../support/demo';

test('create a pix charge with the live preview, pay it on its payment page, see Paid and the delivered callback', async ({
  page,
  context,
}) => {
  const receiver = await startReceiver();
  try {
    await signIn(page, demo.admin);
    await expect(page.getByText('Demo Store · Demo Store Online')).toBeVisible(); // the account the form charges for
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payins' }).click();
    await expect(page.getByTestId('payin-row').first()).toBeVisible(); // the seeded charges
    await page.getByRole('link', { name: 'New charge' }).click();

    const amount = page.getByLabel('Amount (R$)');
    // The seeded pix rule: 1.5%, at least R$ 0,50, at most R$ 10,00; the preview follows each keystroke.
    await amount.fill('150,00');
    await expect(page.getByTestId('preview-markup')).toHaveText('R$ 2.25');
    await expect(page.getByTestId('preview-total')).toHaveText('R$ 152.25');
    await amount.fill('10');
    await expect(page.getByTestId('preview-markup')).toHaveText('R$ 0.50');
    await amount.fill('1000');
    await expect(page.getByTestId('preview-markup')).toHaveText('R$ 10.00');
    await expect(page.getByTestId('preview-total')).toHaveText('R$ 1,010.00');
    await amount.fill('150,00');

    const invoice = `browser-${Date.now()}`;
    await page.getByLabel('Invoice (your reference, unique per account)').fill(invoice);
    await page.getByLabel('Notification URL (optional, for status callbacks)').fill(receiver.url);
    await page.getByRole('button', { name: 'Create pix charge' }).click();

    await expect(page).toHaveURL(/\/payins\/\d+$/);
    await expect(page.getByTestId('payin-status')).toHaveText('Created');
    await expect(page.getByTestId('charge-total')).toHaveText('R$ 152.25'); // English, as the browser speaks
    await expect(page.getByTestId('cancel-charge')).toBeDisabled();
    await expect(page.getByTestId('cancel-countdown')).toContainText('Can be canceled in');

    const [payment] = await Promise.all([context.waitForEvent('page'), page.getByTestId('payment-page-link').click()]);
    // The payment page speaks the buyer's browser's language, English here, and writes the amount the English way.
    await expect(payment.getByTestId('pay-amount')).toContainText('R$ 152.25');
    await expect(payment.getByTestId('pix-qr')).toBeVisible();
    await expect(payment.getByTestId('pix-copy-paste')).toContainText('br.gov.bcb.pix');
    await payment.getByTestId('simulate-payment').click();
    await expect(payment.getByTestId('pay-status')).toContainText('Paid');
    await payment.close();

    await expect(page.getByTestId('payin-status')).toHaveText('Paid', { timeout: 15_000 });
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
    expect(JSON.parse(receiver.received[0]?.body ?? 'null')).toMatchObject({
      invoice,
      status: { id: 3, name: 'Paid' },
      metadata: { paid_amount: 15225 },
    });
    await expect(page.getByTestId('charge-deliveries')).toContainText('delivered', { timeout: 15_000 });
  } finally {
    await receiver.close();
  }
});

test('cancel a charge once it is eligible', async ({ page }) => {
  await signIn(page, demo.admin);
  const switcher = page.getByLabel('Merchant account');
  await switcher.selectOption(
    await switcher.locator('option', { hasText: 'Demo Store Marketplace' }).getAttribute('value'),
  );
  await expect(page.getByText('Demo Store · Demo Store Marketplace')).toBeVisible();
  // A seeded pix created an hour ago: past its five minutes.
  await page.goto('/payins?invoice=demo-demo-store-marketplace-001');
  const row = page.getByTestId('payin-row');
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page.getByTestId('payin-status')).toHaveText('Created');
  await page.getByTestId('cancel-charge').click();
  await page.getByRole('button', { name: 'Yes, cancel charge' }).click();
  await expect(page.getByTestId('payin-status')).toHaveText('Canceled');
  await expect(page.getByTestId('cancel-charge')).toBeDisabled();
});
