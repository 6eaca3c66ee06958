import { expect, request, test } from '@playwright/test';
import { demoStoreKey, pixPayoutBody } from '../support/api';
import { demo, signIn } from '../support/demo';
import { paidCharge } from '../support/ledger';
import { freshDemoStoreMerchant } from '../support/funds';

/**
 * The Balance page and the overview's available balance, on a merchant account of this spec's own with thirteen
 * charges of R$ 10,00 paid and credited. The money needs the payin transitions to book the ledger (issue #18's
 * wiring); the 390 px check does not.
 */

let merchant: number;

test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL!;
  const { key, headers } = await demoStoreKey(baseURL, 'balance page tests');
  merchant = await freshDemoStoreMerchant(baseURL, key);
  const api = await request.newContext({ baseURL });
  try {
    for (let charge = 0; charge < 13; charge++) await paidCharge(api, headers, merchant, 1_000);
  } finally {
    await api.dispose();
  }
});

test('the Balance page: figures, chart, statement with filters, Load more and exports (needs postings)', async ({
  page,
}) => {
  // A long journey (filters, Load more, two exports, two widths): about 25 s under CI's load, near the default 30 s.
  test.slow();
  // The en-US browser reads English, amounts included: R$ 1,234.56 (e2e/dashboard/i18n.spec.ts reads them in pt-BR).
  await signIn(page, demo.admin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Balance' }).click();
  await expect(page.getByRole('heading', { name: 'Balance', exact: true })).toBeVisible();
  await page.goto(`/balance?merchant_id=${merchant}`);

  const figure = (name: string) => page.getByTestId(`balance-${name}`).getByTestId('balance-value');
  await expect(figure('available')).toHaveText('R$ 130.00');
  await expect(figure('pending')).toHaveText('R$ 0.00');
  await expect(figure('reserved')).toHaveText('R$ 0.00');
  const chart = page.getByTestId('balance-chart');
  await expect(chart.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await expect(chart.locator('.recharts-line')).toHaveCount(3);

  // The available account by default: thirteen credits, the newest on top with the balance after it.
  const rows = page.getByTestId('statement-row');
  await expect(rows).toHaveCount(13);
  await expect(rows.first().getByTestId('statement-amount')).toHaveText('+R$ 10.00');
  await expect(rows.first()).toContainText('R$ 130.00');
  await expect(page.getByTestId('statement-more')).toHaveCount(0);

  // All three accounts: 39 entries, 25 at a time.
  await page.getByLabel('Account', { exact: true }).selectOption('all');
  await expect(page).toHaveURL(/[?&]account=all/);
  await expect(rows).toHaveCount(25);
  await expect(page.getByTestId('export-ofx')).toBeDisabled();
  await page.getByTestId('statement-more').click();
  await expect(rows).toHaveCount(39);
  await expect(page.getByTestId('statement-more')).toHaveCount(0);
  // At 1440 px the statement, with its Account column, fits its content area: nothing scrolls sideways.
  await page.setViewportSize({ width: 1440, height: 900 });
  const region = page.getByRole('region', { name: 'Statement table' });
  await expect
    .poll(() => region.evaluate((element) => element.scrollWidth - element.clientWidth))
    .toBeLessThanOrEqual(0);

  await page.getByLabel('Type').selectOption('payin_paid');
  await expect(rows).toHaveCount(13);
  const csv = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  expect((await csv).suggestedFilename()).toMatch(new RegExp(`^statement-${merchant}-all-\\d{8}-\\d{6}\\.csv$`));

  // Each choice rewrites the URL; the next is made once it has.
  await page.getByLabel('Account', { exact: true }).selectOption('');
  await expect(page).not.toHaveURL(/[?&]account=/);
  await page.getByLabel('Type').selectOption('');
  await expect(page).not.toHaveURL(/[?&]type=/);
  await expect(rows).toHaveCount(13);
  const ofx = page.waitForEvent('download');
  await page.getByTestId('export-ofx').click();
  expect((await ofx).suggestedFilename()).toMatch(/-available-\d{8}-\d{6}\.ofx$/);

  // The overview shows the same account's available balance.
  await page.goto(`/?merchant_id=${merchant}`);
  await expect(page.getByTestId('kpi-available-balance').getByTestId('kpi-value')).toHaveText('R$ 130.00');
});

test('the statement shows a charge’s and a payout’s gross, fee (their markup) and net', async ({ page, baseURL }) => {
  // Demo Store Online's rules: 1.5% on a pix charge (the buyer pays it), R$ 1,00 on a pix payout (the merchant pays it).
  const { headers, accounts } = await demoStoreKey(baseURL!, 'balance page fees');
  const online = accounts['Demo Store Online'];
  const api = await request.newContext({ baseURL });
  const charge = await paidCharge(api, headers, online, 10_000);
  const created = await api.post('/api/v2/payout/payments', { headers, data: pixPayoutBody(online, { amount: 50 }) });
  expect(created.status(), await created.text()).toBe(201);
  const payout = await created.json();
  await api.dispose();

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.admin);
  const table = page.getByTestId('statement-table');
  const rowOf = (link: string) =>
    page.getByTestId('statement-row').filter({ has: page.getByRole('link', { name: link, exact: true }) });

  await page.goto(`/balance?merchant_id=${online}&type=payin_credited`);
  await expect(table.locator('thead')).toHaveText(/^Date\s*Type\s*Description\s*Gross\s*Fee\s*Net\s*Balance after$/i);
  const credit = rowOf(`charge #${charge.id}`);
  await expect(credit.getByTestId('statement-gross')).toHaveText('+R$ 101.50');
  await expect(credit.getByTestId('statement-fee')).toHaveText('R$ 1.50');
  await expect(credit.getByTestId('statement-amount')).toHaveText('+R$ 100.00');

  await page.goto(`/balance?merchant_id=${online}&type=payout_reserved`);
  const reserve = rowOf(`payout #${payout.id}`);
  await expect(reserve.getByTestId('statement-gross')).toHaveText('-R$ 50.00');
  await expect(reserve.getByTestId('statement-fee')).toHaveText('R$ 1.00');
  await expect(reserve.getByTestId('statement-amount')).toHaveText('-R$ 51.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the Balance page fits a 390 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.admin);
  await page.goto(`/balance?merchant_id=${merchant}&account=all`);
  await expect(page.getByTestId('statement-table')).toBeVisible();
  await expect(page.getByTestId('balance-chart').locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('balance-390.png'), fullPage: true });
});
