import { expect, test } from '@playwright/test';
import { type DemoAccounts, demoStoreKey, payinRequests, pixChargeBody } from '../support/api';

let asDemo: Record<string, string>;
let accounts: DemoAccounts;
const { create } = payinRequests(() => asDemo);

test.beforeAll(async ({}, testInfo) => {
  ({ headers: asDemo, accounts } = await demoStoreKey(testInfo.project.use.baseURL!, 'payment page live'));
});

test.describe('in a Brazilian browser', () => {
  test.use({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });

  test('the payment page turns into a printable receipt by itself when the charge is paid elsewhere', async ({
    page,
    request,
  }) => {
    const charge = await (await create(request, pixChargeBody(accounts['Demo Store Online'], { amount: 2000 }))).json();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(new URL(charge.payment_page).pathname);
    await expect(page.getByTestId('pay-status')).toHaveText('Aguardando pagamento');
    await expect(page.getByTestId('pay-receipt')).toHaveCount(0);

    // Paid in the payer's bank app: the page is not reloaded, and still finds out.
    // A reload would drop this mark; a refresh in place keeps it.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const paid = await request.post(`/api/v2/sandbox/payin/payments/${charge.id}/simulate`, {
      headers: asDemo,
      data: { action: 'pay' },
    });
    expect(paid.status()).toBe(200);

    await expect(page.getByTestId('pay-status')).toHaveText('Pago', { timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    const receipt = page.getByTestId('pay-receipt');
    await expect(receipt.getByRole('heading', { name: 'Comprovante de pagamento' })).toBeVisible();
    await expect(receipt).toContainText('R$ 20,50'); // R$ 20,00 + the R$ 0,50 minimum of the seeded pix rule
    await expect(receipt).toContainText('Demo Store Online');
    await expect(receipt).toContainText(String(charge.id));
    await expect(receipt).toContainText(charge.hash);
    await expect(receipt).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(receipt.getByRole('button', { name: 'Imprimir comprovante' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test("the page's state route tells the state only, and 404s what it does not know", async ({ request }) => {
  const charge = await (await create(request, pixChargeBody(accounts['Demo Store Online']))).json();
  const open = await request.get(`/pay/${charge.hash}/state`);
  expect(open.status()).toBe(200);
  expect(open.headers()['cache-control']).toContain('no-store');
  expect(await open.json()).toEqual({ state: 'open' });
  for (const hash of ['0'.repeat(32), 'not-a-hash', '%00'])
    expect((await request.get(`/pay/${hash}/state`)).status(), hash).toBe(404);
});
