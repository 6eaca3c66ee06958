/**
 * The screenshots of issue #20's note: the overview, a list (payins), a form (new payout) and a buyer's payment page,
 * in a Brazilian browser (pt-BR, São Paulo), at a phone's 390 px and a desktop's 1440 px, written to docs/screenshots/.
 *
 *   npm start    # or any demo server
 *   BASE_URL=http://localhost:3000 npx tsx scripts/screenshots.ts
 *
 * It signs in as the demo admin and opens the payment page of an open demo charge found through the API.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const outDir = path.resolve(import.meta.dirname, '../docs/screenshots');
const DEMO = {
  email: 'admin@demo.payrail.test',
  password: 'payrail-demo',
  key: 'sk_test_DemoStoreSandboxKey0000000000000',
};
const WIDTHS = [
  { name: '390', viewport: { width: 390, height: 844 } },
  { name: '1440', viewport: { width: 1440, height: 900 } },
];

/** The payment page of an open charge of the demo store, as its buyer would receive it. */
async function paymentPagePath(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v2/payin/payments?per_page=100`, {
    headers: { authorization: `Bearer ${DEMO.key}` },
  });
  const listed = (await response.json()) as { data: { status: { id: number }; payment_page?: string | null }[] };
  const open = listed.data.find((charge) => charge.status.id === 1 && charge.payment_page);
  if (!open?.payment_page) throw new Error('No open demo charge with a payment page.');
  return new URL(open.payment_page).pathname;
}

async function shoot(page: Page, url: string, file: string): Promise<void> {
  await page.goto(`${baseUrl}${url}`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(outDir, file), fullPage: true });
  console.log(`docs/screenshots/${file}`);
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const payPath = await paymentPagePath();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const { name, viewport } of WIDTHS) {
      const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/sign-in`);
      await page.getByLabel('E-mail').fill(DEMO.email);
      await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
      await shoot(page, '/', `overview-${name}.png`);
      await shoot(page, '/payins', `payins-${name}.png`);
      await shoot(page, '/payouts/new', `payout-form-${name}.png`);
      await shoot(page, payPath, `payment-page-${name}.png`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
