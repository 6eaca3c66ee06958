import { expect, request, test } from '@playwright/test';
import { otherCompanyLiveKey, pixChargeBody, unique, type Json } from '../support/api';
import { bearer, demo, signIn } from '../support/demo';

const pixBody = (merchantId: number, invoice: string): Json => pixChargeBody(merchantId, { invoice });

test('Demo Store, with no live key, opens in test mode behind the banner', async ({ page }) => {
  await signIn(page, demo.admin);
  await expect(page.getByTestId('test-mode-banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Test mode', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('the test-mode switch shows one mode’s data at a time; the banner marks test mode', async ({ page, baseURL }) => {
  const live = await otherCompanyLiveKey(baseURL!, 'dashboard mode switch');
  const api = await request.newContext({ baseURL });
  try {
    const liveInvoice = unique('live-row');
    const testInvoice = unique('test-row');
    const liveCharge = await (
      await api.post('/api/v2/payin/payments', { headers: live.headers, data: pixBody(live.account, liveInvoice) })
    ).json();
    expect(liveCharge.livemode).toBe(true);
    expect(
      (
        await api.post('/api/v2/payin/payments', {
          headers: bearer(demo.otherCompanyKey),
          data: pixBody(live.account, testInvoice),
        })
      ).status(),
    ).toBe(201);

    // The organization has a live key now, so with no choice made the dashboard opens in live mode.
    await signIn(page, demo.otherAdmin);
    const testMode = page.getByRole('button', { name: 'Test mode', exact: true });
    const liveMode = page.getByRole('button', { name: 'Live mode', exact: true });
    await expect(liveMode).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('test-mode-banner')).toBeHidden();
    await page.goto('/payins');
    await expect(page.getByText(liveInvoice)).toBeVisible();
    await expect(page.getByText(testInvoice)).toBeHidden();

    await testMode.click();
    await expect(page.getByTestId('test-mode-banner')).toBeVisible();
    await expect(page.getByText(testInvoice)).toBeVisible();
    await expect(page.getByText(liveInvoice)).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('test-mode-banner')).toBeVisible();
    await expect(page.getByText(testInvoice)).toBeVisible();

    await liveMode.click();
    await expect(page.getByTestId('test-mode-banner')).toBeHidden();
    await expect(page.getByText(liveInvoice)).toBeVisible();
    await expect(page.getByText(testInvoice)).toBeHidden();

    // A live charge's page has no sandbox controls and says why nothing moves it.
    await page.goto(`/payins/${liveCharge.id}`);
    await expect(page.getByTestId('live-mode-notice')).toHaveText(
      'Live mode: no payment processor is connected yet; this charge stays open until it expires.',
    );
    await expect(page.getByRole('button', { name: /Simulate/ })).toHaveCount(0);
  } finally {
    await api.dispose();
    await live.revoke();
  }
});
