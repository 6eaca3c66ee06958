import { expect, test } from '@playwright/test';
import { bearer, demo, signIn } from '../support/demo';

test('create a percent rule with a live preview, then edit it to fixed and see min and max cleared', async ({
  page,
  request,
}) => {
  await signIn(page, demo.admin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Markup' }).click();
  await page.getByRole('button', { name: 'New rule' }).click();

  const form = page.getByRole('form', { name: 'New markup rule' });
  await form.getByLabel('Account').selectOption({ label: 'Demo Store Online' });
  await form.getByLabel('Product').selectOption('payin');
  await form.getByLabel('Payment method').selectOption('credit_card');
  await form.getByLabel('Mode').selectOption('percent');
  await form.getByLabel('Percentage (%)').fill('2');
  await form.getByLabel('Minimum (R$)').fill('1');
  await form.getByLabel('Maximum (R$, optional)').fill('5');

  const preview = form.getByTestId('markup-preview');
  await expect(preview.getByTestId('preview-markup')).toHaveText('R$ 3.00');
  await expect(preview.getByTestId('preview-total')).toHaveText('R$ 153.00');
  await preview.getByLabel('Preview for a transaction of (R$)').fill('10');
  await expect(preview.getByTestId('preview-explanation')).toHaveText(
    '2% of R$ 10.00 = R$ 0.20 → raised to minimum R$ 1.00',
  );
  await preview.getByLabel('Preview for a transaction of (R$)').fill('1000,00');
  await expect(preview.getByTestId('preview-explanation')).toHaveText(
    '2% of R$ 1,000.00 = R$ 20.00 → lowered to maximum R$ 5.00',
  );
  await expect(preview.getByTestId('preview-total')).toHaveText('R$ 1,005.00');
  await form.getByLabel('Percentage (%)').fill('abc');
  await expect(preview).toContainText('Fill in the mode and amount');
  // A decimal comma works like a point.
  await form.getByLabel('Percentage (%)').fill('0,25');
  await expect(preview.getByTestId('preview-markup')).toHaveText('R$ 2.50');

  await form.getByRole('button', { name: 'Create rule' }).click();
  const row = page
    .getByTestId('markup-row')
    .filter({ hasText: 'Demo Store Online' })
    .filter({ hasText: 'Credit card' });
  await expect(row).toContainText('0.25% · min R$ 1.00 · max R$ 5.00');

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit markup rule' });
  await edit.getByLabel('Mode').selectOption('fixed');
  await expect(edit.getByLabel('Minimum (R$)')).toHaveCount(0);
  await expect(edit.getByLabel('Maximum (R$, optional)')).toHaveCount(0);
  await edit.getByLabel('Amount (R$)').fill('4');
  await expect(edit.getByTestId('preview-explanation')).toHaveText('fixed R$ 4.00');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(row).toContainText('Fixed');
  await expect(row).toContainText('R$ 4.00');

  const listed = await (
    await request.get('/api/v2/account/markups?product=payin&payment_method=credit_card', {
      headers: bearer(demo.demoStoreKey),
    })
  ).json();
  const saved = listed.data.find(
    (rule: { mode: string; amount: number }) => rule.mode === 'fixed' && rule.amount === 4,
  );
  expect(saved).toMatchObject({ min_charge_value: null, max_charge_value: null, enabled: true });
});

test('a view user sees the rules but cannot change them', async ({ page }) => {
  await signIn(page, demo.viewer);
  await page.goto('/markup');
  await expect(page.getByTestId('markup-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'New rule' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('switch').first()).toBeDisabled();
});

test('a payout rule offers pix only, and switching the product to payout moves the method to pix', async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto('/markup');
  await page.getByRole('button', { name: 'New rule' }).click();
  const form = page.getByRole('form', { name: 'New markup rule' });
  await form.getByLabel('Payment method').selectOption('billet');
  await form.getByLabel('Product').selectOption('payout');
  await expect(form.getByLabel('Payment method').locator('option')).toHaveText(['Pix']);
  await expect(form.getByLabel('Payment method')).toHaveValue('pix');
  await form.getByLabel('Product').selectOption('payin');
  await expect(form.getByLabel('Payment method').locator('option')).toHaveCount(3);
});
