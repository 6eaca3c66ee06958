import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { boletoChargeBody, type Json, merchantAccountsByName, pixChargeBody, unique } from '../support/api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { bearer, demo, signIn } from '../support/demo';
import { expectModalKeyboard } from '../support/dialogs';

// Other Company's money, which no other spec moves (e2e/api/refunds.spec.ts says why). A refund needs the payin
// transitions to book the ledger: a paid and credited charge makes its amount available.
const asOther = bearer(demo.otherCompanyKey);

async function charge(request: APIRequestContext, body: (merchantId: number) => Json, settle: boolean): Promise<Json> {
  const [merchantId] = Object.values(await merchantAccountsByName(request, asOther));
  const created = await request.post('/api/v2/payin/payments', {
    headers: asOther,
    data: body(merchantId!),
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  for (const action of settle ? ['pay', 'credit'] : []) {
    const simulated = await request.post(`/api/v2/sandbox/payin/payments/${id}/simulate`, {
      headers: asOther,
      data: { action },
    });
    expect(simulated.status()).toBe(200);
  }
  return (await request.get(`/api/v2/payin/payments/${id}`, { headers: asOther })).json();
}

/** Other Company's admin on the charge's page, in test mode (where the sandbox's charges are). */
async function openCharge(page: Page, id: number): Promise<void> {
  await page.context().addCookies([{ name: 'payrail_mode', value: 'test', url: test.info().project.use.baseURL! }]);
  await signIn(page, demo.otherAdmin);
  await page.goto(`/payins/${id}`);
  await expect(page.getByTestId('payin-status')).toBeVisible();
}

test('refund part of a paid pix charge: remainder, countdown, checks, confirmation, timeline', async ({
  page,
  request,
}) => {
  // Two axe runs and the refund's processing on top of the form's steps.
  test.setTimeout(60_000);
  const paid = await charge(
    request,
    (merchantId) => pixChargeBody(merchantId, { amount: 10_000, invoice: unique('dash-refund') }),
    true,
  );
  await openCharge(page, paid.id);
  const remainder = page.getByTestId('refund-remainder');
  // An English browser: the dashboard writes amounts the English way.
  await expect(remainder).toHaveText(`R$ ${(paid.paid_amount / 100).toFixed(2)}`);
  const countdown = page.getByTestId('refund-countdown');
  await expect(countdown).toHaveText(/^90 d \d\d:\d\d:\d\d$/);
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before!, { timeout: 3_000 });

  // A modal: no serious axe finding while open, Tab goes round inside it, Escape closes it and focus is back on Refund.
  const refundButton = page.getByTestId('refund-charge');
  await refundButton.click();
  const dialog = page.getByTestId('refund-dialog');
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the refund dialog open');
  await expectModalKeyboard(page, dialog, refundButton);

  await refundButton.click();
  const amount = dialog.getByLabel('Amount (R$)');
  await expect(amount).toHaveValue('100.00');
  await amount.fill('200.00');
  await dialog.getByRole('button', { name: 'Review refund' }).click();
  await expect(dialog.getByText('The reason field is required.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Customer returned the order');
  await dialog.getByRole('button', { name: 'Review refund' }).click();
  await expect(dialog.getByText('At most R$ 100.00 remains refundable.')).toBeVisible();
  await amount.fill('30.00');
  await dialog.getByRole('button', { name: 'Review refund' }).click();

  const confirmation = dialog.getByTestId('refund-confirmation');
  await expect(confirmation).toContainText('R$ 30.00');
  await expect(confirmation).toContainText(paid.buyer.name);
  await expectNoSeriousAxeViolations(page, 'the refund confirmation open');
  await dialog.getByRole('button', { name: 'Refund R$ 30.00' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Refund #\d+ of R\$ 30\.00 requested/)).toBeVisible();
  await expect(remainder).toHaveText('R$ 70.00');
  await expect(page.getByTestId('timeline-refund').first()).toContainText('Refund requested');
  // The sandbox pays it a couple of steps later; the page keeps itself current meanwhile.
  await expect(page.getByTestId('charge-refunded')).toHaveText('R$ 30.00', { timeout: 20_000 });
  await expect(page.getByTestId('status-timeline')).toContainText('Refund paid');
  await expect(page.getByTestId('status-timeline')).toContainText('Partially refunded');
});

test('a boleto says why it cannot be refunded', async ({ page, request }) => {
  const boleto = await charge(request, (merchantId) => boletoChargeBody(merchantId), false);
  await openCharge(page, boleto.id);
  await expect(page.getByTestId('refund-charge')).toBeDisabled();
  await expect(page.getByTestId('refund-unavailable')).toContainText('until a payer bank account can be given');
});

test('the refund dialog fits a 390 px wide phone', async ({ page, request }) => {
  const paid = await charge(
    request,
    (merchantId) => pixChargeBody(merchantId, { amount: 5_000, invoice: unique('dash-refund-390') }),
    true,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await openCharge(page, paid.id);
  await page.getByTestId('refund-charge').click();
  const dialog = page.getByTestId('refund-dialog');
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the refund dialog open at 390 px');
  await dialog.getByLabel('Reason').fill('Wrong size');
  await dialog.getByRole('button', { name: 'Review refund' }).click();
  await expect(dialog.getByTestId('refund-confirmation')).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('refund-dialog-390.png') });
  await dialog.getByRole('button', { name: /^Refund R\$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('refund-unavailable')).toContainText('Nothing remains to refund');
});
