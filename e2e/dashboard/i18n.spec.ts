import { expect, request, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import {
  boletoChargeBody,
  demoStoreKey,
  type Json,
  payinRequests,
  pixChargeBody,
  type DemoAccounts,
} from '../support/api';
import { demo } from '../support/demo';

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

test('a Brazilian browser gets the payout form, a failed payout’s reason and the markup rules in Portuguese', async ({
  browser,
}) => {
  const { context, page, errors } = await openPage(browser, BRAZIL);
  try {
    await signInAs(page, demo.admin, { email: 'E-mail', password: 'Senha', submit: 'Entrar' });
    await page.goto('/payouts/new');
    // Demo Store Online's global payout rule: a fixed R$ 1,00, told and added the Brazilian way.
    await page.getByLabel('Valor (R$)').fill('1.234,5');
    await expect(page.getByTestId('preview-explanation')).toHaveText('valor fixo de R$ 1,00');
    await expect(page.getByTestId('preview-total')).toHaveText('R$ 1.235,50');
    await page.getByLabel('Tipo de chave Pix').selectOption('PHONE');
    await expect(page.getByLabel('Chave Pix: celular')).toBeVisible();
    await expectNoEnglish(page);

    const failed = await (await page.request.get('/api/v2/payout/payments?status_id=4&per_page=1')).json();
    await page.goto(`/payouts/${failed.data[0].id}`);
    await expect(page.getByTestId('payout-failure-reason')).toHaveText(
      'Falhou: O banco do favorecido recusou a transferência. O total debitado voltou para o saldo disponível.',
    );
    await expect(page.getByRole('heading', { name: `Saque nº ${failed.data[0].id}` })).toBeVisible();

    await page.goto('/markup');
    await expect(page.getByTestId('markup-row').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tarifa padrão por conta' })).toBeVisible();
    // The rules' card: the switches above are named after accounts, data that other specs name in English.
    await expectNoEnglish(page, 'main div.rounded-lg:has(table)');
    await page.getByRole('button', { name: 'Nova regra' }).click();
    const form = page.getByRole('form', { name: 'Nova regra de tarifa' });
    await form.getByLabel('Percentual (%)').fill('1,5');
    await form.getByLabel('Mínimo (R$)').fill('5');
    await expect(form.getByTestId('preview-explanation')).toHaveText(
      '1,5% de R$ 150,00 = R$ 2,25 → elevada ao mínimo de R$ 5,00',
    );
    await expectNoEnglish(page, 'form[aria-label="Nova regra de tarifa"]');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a Brazilian browser gets onboarding, webhooks, the team and the API keys in Portuguese, form errors naming fields in words', async ({
  browser,
}) => {
  const { context, page, errors } = await openPage(browser, BRAZIL);
  try {
    await signInAs(page, demo.admin, { email: 'E-mail', password: 'Senha', submit: 'Entrar' });
    // The lists' filters and pagination are shared controls, translated with the payment lists: checked there.
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { name: 'Credenciamento' })).toBeVisible();
    await expect(page.getByTestId('onboarding-row').first()).toBeVisible();
    await expect(page.getByLabel('Status').locator('option')).toContainText([
      'Qualquer status',
      'Pendente',
      'Em análise',
    ]);
    await expectNoEnglish(page, '[data-testid="onboarding-table"]');
    await expectNoEnglish(page, 'nav[aria-label="Telas do credenciamento"]');

    await page.goto('/onboarding/new');
    const form = 'form[aria-label="Nova solicitação de abertura de conta"]';
    await page.getByRole('button', { name: 'Próximo: Contatos' }).click();
    await expect(page.getByText('Razão social: campo obrigatório.')).toBeVisible();
    await expectNoEnglish(page, form);
    await page.getByLabel('Razão social').fill('Padaria Brasil Comércio Ltda');
    await page.getByLabel('Nome fantasia').fill('Padaria Brasil');
    await page.getByLabel('CNPJ').pressSequentially('11222333000181');
    // A field marked wrong is checked again as it is typed in: its message goes before Next is clicked.
    await expect(page.getByText('CNPJ da empresa:')).toHaveCount(0);
    await page.getByRole('button', { name: 'Próximo: Contatos' }).click();
    await expect(page.getByRole('heading', { name: 'Contatos' })).toBeFocused();
    await page.getByLabel('CPF').pressSequentially('52998224726');
    await page.getByLabel('Telefone (com código do país e DDD)').fill('11987654321');
    await page.getByRole('button', { name: 'Próximo: Endereços' }).click();
    await expect(page.getByText('CPF do contato: deve ser um CPF válido de 11 dígitos.')).toBeVisible();
    await expect(page.getByText('Telefone do contato: use o formato internacional')).toBeVisible();
    await expect(page.getByText('Função do contato: campo obrigatório.')).toBeVisible();
    await expectNoEnglish(page, form);

    await page.goto('/onboarding/webhook');
    await expect(page.getByRole('heading', { name: 'Webhook do credenciamento' })).toBeVisible();
    await expect(page.getByTestId('onboarding-webhook-current')).not.toHaveText('Carregando…');
    await expectNoEnglish(page, '[data-testid="onboarding-webhook"]');
    // Without a registered URL the API answers 404, which the browser logs as a failed load: that, and nothing else.
    const noRegistration = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
    expect(errors.splice(0).filter((error) => error !== noRegistration)).toEqual([]);

    await page.goto('/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
    await expect(page.getByLabel('Evento', { exact: true }).locator('option')).toContainText([
      'Todos os eventos',
      'Evento de teste',
      'Status da cobrança alterado',
    ]);
    await expectNoEnglish(page, 'form:has(#test-url)');
    await expectNoEnglish(page, '[role="region"][aria-label="Tabela de entregas"]');

    await page.goto('/team');
    await expect(page.getByRole('heading', { name: 'Equipe' })).toBeVisible();
    await expect(page.getByTestId('team-row').first()).toBeVisible();
    await expectNoEnglish(page);

    await page.goto('/developers');
    await expect(page.getByRole('heading', { name: 'Chaves de API' })).toBeVisible();
    await page.getByRole('button', { name: 'Criar chave' }).click();
    await expect(page.getByText('Nome: campo obrigatório.')).toBeVisible();
    await expect(page.getByTestId('api-key-row').first()).toBeVisible();
    await expectNoEnglish(page);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
