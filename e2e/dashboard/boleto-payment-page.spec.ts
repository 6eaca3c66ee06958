import { expect, test } from '@playwright/test';
import { boletoChargeBody, type DemoAccounts, demoStoreKey, payinRequests } from '../support/api';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';

let asDemo: Record<string, string>;
let accounts: DemoAccounts;
const { create } = payinRequests(() => asDemo);

test.beforeAll(async ({}, testInfo) => {
  ({ headers: asDemo, accounts } = await demoStoreKey(testInfo.project.use.baseURL!, 'boleto payment page'));
});

test.describe('in a Brazilian browser on a phone', () => {
  test.use({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 390, height: 844 } });

  test('the boleto names its payer by a masked CPF, fits the screen and passes axe', async ({ page, request }) => {
    const charge = await (await create(request, boletoChargeBody(accounts['Demo Store Online']))).json();
    await page.goto(new URL(charge.payment_page).pathname);
    await expect(page.getByTestId('boleto-digitable-line')).toBeVisible();
    await expect(page.getByTestId('boleto-payer-document')).toHaveText('CPF ***.982.247-**');
    // The buyer's CPF is 529.982.247-25: whoever holds the link never sees it whole.
    await expect(page.locator('body')).not.toContainText('529.982.247-25');
    await expect(page.locator('body')).not.toContainText('52998224725');
    await expectNoHorizontalOverflow(page, 'the boleto payment page at 390 px');
    await expectNoSeriousAxeViolations(page, 'the boleto payment page at 390 px');
  });
});
