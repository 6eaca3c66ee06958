import { expect, request, test } from '@playwright/test';
import {
  boletoChargeBody,
  demoStoreKey,
  type Json,
  payinRequests,
  pixChargeBody,
  unique,
  type DemoAccounts,
} from '../support/api';
import { demo, signedInContext } from '../support/demo';
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

test('times told from now (how long ago, a countdown) hydrate as the server wrote them, whatever the browser clock says', async ({
  browser,
}) => {
  // A browser clock hours off the server's: any text a page's first render takes from the clock then differs between
  // the server's HTML and the browser's hydration, and React reports the mismatch (#418) as a console error.
  const pix = await charge((merchant) => pixChargeBody(merchant));
  const { context, page, errors } = await openPage(browser, BRAZIL);
  try {
    // Behind, so the new charge still counts down to when it can be canceled.
    await page.clock.install({ time: Date.now() - 3 * 3_600_000 - 17 * 60_000 });
    await signInAs(page, demo.admin, { email: 'E-mail', password: 'Senha', submit: 'Entrar' });
    for (const [path, shown] of [
      [
        '/',
        page
          .getByTestId('attention-cancelable_charges')
          .getByTestId('attention-item')
          .filter({ hasText: ' há ' })
          .first(),
      ],
      [`/payins/${pix.id}`, page.getByTestId('cancel-countdown')],
      ['/settings', page.getByRole('heading', { name: 'Configurações' })],
    ] as const) {
      await page.goto(path);
      await expect(shown).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors, path).toEqual([]);
    }
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

const REFUSED_LOAD = 'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)';

/** A view member of Demo Store of this test's own, signing in with the demo password: no other spec sees its Settings. */
async function newMember(): Promise<string> {
  const admin = await signedInContext(baseURL, demo.admin);
  const email = `${unique('language')}@demo.payrail.test`;
  const created = await admin.post('/api/v2/account/users', { data: { email, name: 'Lia Souza', role: 'view' } });
  expect(created.status()).toBe(201);
  const { password } = await created.json();
  await admin.dispose();
  const first = await signedInContext(baseURL, email, password);
  const changed = await first.post('/api/v2/account/me/password', {
    data: { current_password: password, new_password: demo.password },
  });
  expect(changed.status()).toBe(200);
  await first.dispose();
  return email;
}

test("the API's refusals in the dashboard speak the user's language from Settings, not the browser's", async ({
  browser,
}) => {
  const journeys = [
    {
      browser: NEW_YORK,
      signIn: { email: 'E-mail', password: 'Password', submit: 'Sign in' },
      language: 'Language',
      chosen: 'pt-BR',
      save: 'Save',
      // Then in the chosen language:
      settings: 'Configurações',
      name: 'Nome',
      saveAgain: 'Salvar',
      nameRequired: 'Nome: campo obrigatório.',
      navigation: 'Principal',
      payins: 'Cobranças',
      invoice: 'Fatura',
      refusedFilter: 'Não foi possível carregar cobranças: Fatura: no máximo 100 caracteres.',
    },
    {
      browser: BRAZIL,
      signIn: { email: 'E-mail', password: 'Senha', submit: 'Entrar' },
      language: 'Idioma',
      chosen: 'en',
      save: 'Salvar',
      settings: 'Settings',
      name: 'Name',
      saveAgain: 'Save',
      nameRequired: 'The name field is required.',
      navigation: 'Main',
      payins: 'Payins',
      invoice: 'Invoice',
      refusedFilter: 'Could not load charges: The invoice may not be greater than 100 characters.',
    },
  ];
  for (const journey of journeys) {
    const email = await newMember();
    const { context, page, errors } = await openPage(browser, journey.browser);
    try {
      await signInAs(page, email, journey.signIn);
      await page.goto('/settings');
      await page.getByLabel(journey.language).selectOption(journey.chosen);
      await page.getByRole('button', { name: journey.save }).click();
      await expect(page.getByRole('heading', { name: journey.settings })).toBeVisible();

      // Refused by the API (the form checks nothing itself): an empty name, on the page the language was chosen on.
      await page.getByLabel(journey.name, { exact: true }).fill('');
      await page.getByRole('button', { name: journey.saveAgain }).click();
      await expect(page.getByTestId('profile-form').getByRole('alert')).toHaveText(journey.nameRequired);

      // The payins list's invoice filter hands the API's refusal on as it was written (an exact match, at most 100).
      await page
        .getByRole('navigation', { name: journey.navigation })
        .getByRole('link', { name: journey.payins })
        .click();
      await page.getByLabel(journey.invoice).fill('x'.repeat(101));
      await page.getByLabel(journey.invoice).press('Enter');
      await expect(page.getByRole('table')).toContainText(journey.refusedFilter);
      // The browser logs each refused request as a failed load: that, and nothing else.
      expect(errors.filter((error) => error !== REFUSED_LOAD)).toEqual([]);
    } finally {
      await context.close();
    }
  }
});
