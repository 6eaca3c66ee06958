import { expect, request, test } from '@playwright/test';
import {
  boletoChargeBody,
  demoStoreKey,
  type Json,
  payinRequests,
  pixChargeBody,
  type DemoAccounts,
} from '../support/api';
import { demo } from '../support/demo';
import { BRAZIL, expectNoEnglish, NEW_YORK, openPage, signInAs } from '../support/i18n';

/** Sign-in, the shell, Settings, the 404 page and the payment page in both languages (e2e/support/i18n.ts). */

// Each test is a journey through several pages in two languages.
test.describe.configure({ timeout: 120_000 });

let asDemo: Record<string, string>;
let accounts: DemoAccounts;
let baseURL: string;
const { create } = payinRequests(() => asDemo);

test.beforeAll(async ({}, testInfo) => {
  baseURL = testInfo.project.use.baseURL!;
  ({ headers: asDemo, accounts } = await demoStoreKey(baseURL, 'i18n tests'));
});

/** A charge of Demo Store Online, created through the API; its `payment_page` is what the buyer opens. */
async function charge(body: (merchantId: number) => Json): Promise<Json> {
  const api = await request.newContext({ baseURL });
  try {
    const response = await create(api, body(accounts['Demo Store Online']));
    expect(response.status()).toBe(201);
    return await response.json();
  } finally {
    await api.dispose();
  }
}

test('a Brazilian browser gets sign-in, the shell, Settings, the 404 page and the payment page in Portuguese', async ({
  browser,
}) => {
  const pix = await charge((merchant) => pixChargeBody(merchant, { amount: 123456 }));
  const { context, page, errors } = await openPage(browser, BRAZIL);
  try {
    await page.goto('/sign-in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expectNoEnglish(page);
    await signInAs(page, demo.admin, { email: 'E-mail', password: 'Senha', submit: 'Entrar' });
    await expect(
      page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Cobranças' }),
    ).toBeVisible();
    await expect(page.getByTestId('time-zone-note')).toHaveText('Horários: Horário de Brasília (São Paulo)');
    for (const path of ['/', '/payins', '/balance', '/payouts']) {
      await page.goto(path);
      await expectNoEnglish(page, 'aside');
    }
    // The overview, the balance and the audit log, once their data has arrived.
    for (const [path, heading, loaded] of [
      ['/', 'Olá, Ana', 'kpi-value'],
      ['/balance', 'Saldo', 'balance-value'],
      ['/audit-log', 'Registro de auditoria', 'audit-row'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(page.getByTestId(loaded).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoEnglish(page, 'main');
      // The available balance, written the Brazilian way.
      if (loaded !== 'audit-row') await expect(page.getByTestId(loaded).first()).toHaveText(/^-?R\$ [\d.]+,\d{2}$/);
    }
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Configurações' })).toBeVisible();
    await expectNoEnglish(page);
    expect(errors).toEqual([]);
    // The 404 pages answer HTTP 404, which the browser logs as a failed load: that, and nothing else.
    const notFoundLoad = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expectNoEnglish(page);
    expect(errors.splice(0)).toEqual([notFoundLoad]);

    await page.goto(new URL(pix.payment_page).pathname);
    await expect(page.getByTestId('pay-status')).toHaveText('Aguardando pagamento');
    await expect(page.getByTestId('pay-amount')).toContainText('R$ 1.244,56'); // with the seeded pix rule's maximum, R$ 10,00
    await expectNoEnglish(page);
    await page.goto(new URL(pix.payment_page).pathname.replace(pix.hash, '0'.repeat(32)));
    await expect(page.getByRole('heading', { name: 'Pagamento não encontrado' })).toBeVisible();
    expect(errors).toEqual([notFoundLoad]);
  } finally {
    await context.close();
  }
});

test('a boleto reads as a Brazilian boleto, and the switcher turns the payment page to English', async ({
  browser,
}) => {
  const boleto = await charge((merchant) => boletoChargeBody(merchant));
  const { context, page, errors } = await openPage(browser, BRAZIL);
  try {
    await page.goto(new URL(boleto.payment_page).pathname);
    await expect(page.getByText('Linha digitável')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir boleto' })).toBeVisible();
    await expectNoEnglish(page);
    await page.getByTestId('locale-switcher').selectOption('en');
    await expect(page.getByText('Digitable line')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Pay to')).toBeVisible(); // the choice is kept
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('an American browser gets English, times still in Brasília time, and amounts typed the English way', async ({
  browser,
}) => {
  const pix = await charge((merchant) => pixChargeBody(merchant, { amount: 2000 }));
  const { context, page, errors } = await openPage(browser, NEW_YORK);
  try {
    await page.goto(new URL(pix.payment_page).pathname);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Pay to')).toBeVisible();
    await expect(page.getByTestId('pay-amount')).toHaveText('R$ 20.50');
    await expect(page.getByText(/\(Brasília time\)$/)).toBeVisible();
    await signInAs(page, demo.writer, { email: 'E-mail', password: 'Password', submit: 'Sign in' });
    await expect(page.getByTestId('time-zone-note')).toHaveText('Times in Brasília time (São Paulo)');
    await page.goto('/payins/new');
    await page.getByLabel('Amount (R$)').fill('1,234.56');
    await expect(page.getByTestId('amount-understood')).toHaveText('Read as R$ 1,234.56');
    await page.getByLabel('Amount (R$)').fill('1.234');
    await expect(page.getByTestId('amount-understood')).toHaveText(
      'Type an amount in reais, such as 150.00 or 1,234.56.',
    );
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('amounts typed the Brazilian way are understood, and Settings chooses the language and the time zone', async ({
  browser,
}) => {
  const { context, page, errors } = await openPage(browser, BRAZIL);
  try {
    await signInAs(page, demo.viewer, { email: 'E-mail', password: 'Senha', submit: 'Entrar' });
    await page.goto('/settings');
    await page.getByLabel('Idioma').selectOption('en');
    await page.getByLabel('Fuso horário').selectOption('America/New_York');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page.getByTestId('time-zone-note')).toHaveText('Times in New York');
    await page.getByLabel('Language').selectOption('auto');
    await page.getByLabel('Time zone').selectOption('America/Sao_Paulo');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Configurações' })).toBeVisible();
    await expect(page.getByTestId('time-zone-note')).toHaveText('Horários: Horário de Brasília (São Paulo)');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
  const writer = await openPage(browser, BRAZIL);
  try {
    await signInAs(writer.page, demo.writer, { email: 'E-mail', password: 'Senha', submit: 'Entrar' });
    await writer.page.goto('/payins/new');
    const amount = writer.page.getByLabel('Valor (R$)');
    for (const typed of ['1.234,56', '1234,56', 'R$ 1.234,56', '1234.56']) {
      await amount.fill(typed);
      await expect(writer.page.getByTestId('amount-understood')).toHaveText('Entendido como R$ 1.234,56');
    }
    expect(writer.errors).toEqual([]);
  } finally {
    await writer.context.close();
  }
});
