import { expect, request, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import {
  boletoChargeBody,
  demoStoreKey,
  type Json,
  merchantAccountsByName,
  payinRequests,
  pixChargeBody,
  unique,
  type DemoAccounts,
} from '../support/api';
import { bearer, demo } from '../support/demo';

/**
 * The languages as people meet them (issue #20): a Brazilian browser (pt-BR, São Paulo) and an American one (en-US,
 * New York). In Portuguese, no English word may show on a translated page: the check reads every visible text node
 * and every label a screen reader announces, so a string written in a component, which the catalogue test cannot
 * see, fails here. Every page must also load without a console error (a hydration mismatch is one).
 */
const BRAZIL: BrowserContextOptions = { locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' };
const NEW_YORK: BrowserContextOptions = { locale: 'en-US', timezoneId: 'America/New_York' };

// Words of English UI text that are not Portuguese words too (data such as "Demo Store" is not UI text).
const ENGLISH =
  /\b(the|and|your|you|this|with|from|sign|pay|paid|amount|due|search|settings|overview|balance|password|language|save|copy|print|awaiting|expires|invoice|payment|organization|merchant|mode|team|developers|payins|payouts|back|page|found|time|times|name|role|change)\b/i;

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

/** A page in a fresh context that records console errors and uncaught exceptions. */
async function openPage(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Visible text and announced labels under `root`, leaving out what is data (names, codes). */
async function uiTexts(page: Page, root = 'body'): Promise<string[]> {
  return page.locator(root).evaluate((element) => {
    const texts: string[] = [];
    // Data is marked as such: translate="no" (names), the switchers' options, codes in monospace.
    const isData = (node: Element) =>
      node.closest('[translate="no"], option, [data-testid="current-user"], .font-mono, script, style');
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      const text = walker.currentNode.textContent?.trim();
      if (!text || !parent || isData(parent) || parent.getClientRects().length === 0) continue;
      if (getComputedStyle(parent).visibility === 'hidden') continue;
      texts.push(text);
    }
    for (const labelled of element.querySelectorAll('[aria-label], [title], [alt], [placeholder]'))
      for (const name of ['aria-label', 'title', 'alt', 'placeholder'])
        if (labelled.getAttribute(name) && !isData(labelled)) texts.push(labelled.getAttribute(name)!);
    return texts;
  });
}

async function expectNoEnglish(page: Page, root = 'body') {
  const english = (await uiTexts(page, root)).filter((text) => ENGLISH.test(text) && !text.includes('@'));
  expect(english, `English text on ${page.url()} (${root})`).toEqual([]);
}

async function signInAs(page: Page, email: string, labels: { email: string; password: string; submit: string }) {
  await page.goto('/sign-in');
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page.getByTestId('current-user')).toBeVisible();
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

test('in a Brazilian browser a paid charge, its refund window and the refund dialog speak Portuguese', async ({
  browser,
}) => {
  // Other Company's sandbox, whose money only the refund specs move (e2e/dashboard/refunds.spec.ts): a paid pix.
  const otherCompany = bearer(demo.otherCompanyKey);
  const api = await request.newContext({ baseURL });
  let paid: Json;
  try {
    const [merchantId] = Object.values(await merchantAccountsByName(api, otherCompany));
    const created = await api.post('/api/v2/payin/payments', {
      headers: otherCompany,
      data: pixChargeBody(merchantId!, { amount: 123_456, invoice: unique('i18n-refund') }),
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    const simulated = await api.post(`/api/v2/sandbox/payin/payments/${id}/simulate`, {
      headers: otherCompany,
      data: { action: 'pay' },
    });
    expect(simulated.status()).toBe(200);
    paid = await simulated.json();
  } finally {
    await api.dispose();
  }

  const { context, page, errors } = await openPage(browser, BRAZIL);
  try {
    await signInAs(page, demo.otherAdmin, { email: 'E-mail', password: 'Senha', submit: 'Entrar' });
    await context.addCookies([{ name: 'payrail_mode', value: 'test', url: baseURL }]);
    await page.goto(`/payins/${paid.id}`);
    await expect(page.getByRole('heading', { name: `Cobrança nº ${paid.id}` })).toBeVisible();
    await expect(page.getByTestId('payin-status')).toHaveText('Paga');
    await expect(page.getByTestId('charge-amount')).toHaveText('R$ 1.234,56');
    await expect(page.getByTestId('refund-remainder')).toHaveText(/^R\$ 1\.\d{3},\d{2}$/);
    await expect(page.getByTestId('refund-countdown')).toHaveText(/^90 d \d\d:\d\d:\d\d$/);
    for (const part of ['h1', 'h1 + p', '[data-testid="refund-control"]', '[data-testid="status-timeline"]'])
      await expectNoEnglish(page, part);

    await page.getByRole('button', { name: 'Estornar' }).click();
    const dialog = page.getByTestId('refund-dialog');
    await expect(dialog.getByRole('heading', { name: `Estornar a cobrança nº ${paid.id}` })).toBeVisible();
    await expect(dialog.getByLabel('Valor (R$)')).toHaveValue(/^1\d{3},\d{2}$/);
    await expectNoEnglish(page, '[data-testid="refund-dialog"]');
    await dialog.getByLabel('Motivo').fill('Produto devolvido');
    await dialog.getByRole('button', { name: 'Revisar devolução' }).click();
    await expect(dialog.getByRole('heading', { name: 'Confirme a devolução' })).toBeVisible();
    await expectNoEnglish(page, '[data-testid="refund-dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
