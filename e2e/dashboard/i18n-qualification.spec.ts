import { expect, request, test } from '@playwright/test';
import { validBeneficiary } from '../../test/beneficiary';
import { demoStoreKey, unique } from '../support/api';
import { demo } from '../support/demo';
import { BRAZIL, expectNoEnglish, openPage, signInAs } from '../support/i18n';

/** A qualification record's page in a Brazilian browser (issue #20): e2e/support/i18n.ts says what the checks read. */

test('in a Brazilian browser a qualification record’s page speaks Portuguese, its codes and account shown as data', async ({
  browser,
  baseURL,
}) => {
  // Codes that read as English, as a merchant's own codes may: they are data, and must not count as untranslated text.
  const { headers, accounts } = await demoStoreKey(baseURL!, 'i18n qualification record');
  const code = unique('the-payment-for-the-bank');
  const api = await request.newContext({ baseURL });
  try {
    const sent = await api.post('/api/v1/payout/data-qualification', {
      headers,
      data: {
        merchant_id: accounts['Demo Store Online'],
        service_id: 1,
        data: [{ custom_code: code, batch_code: unique('PAYMENT-BATCH'), beneficiary: validBeneficiary() }],
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  } finally {
    await api.dispose();
  }

  const { context, page, errors } = await openPage(browser, BRAZIL);
  try {
    await signInAs(page, demo.admin, { email: 'E-mail', password: 'Senha', submit: 'Entrar' });
    await page.goto(`/data-qualification?custom_code=${code}&merchant_id=all`);
    await page.getByTestId('dq-row').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Registro nº');
    await expect(page.locator('[translate="no"]', { hasText: code }).first()).toBeVisible();
    await expectNoEnglish(page, 'main');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
