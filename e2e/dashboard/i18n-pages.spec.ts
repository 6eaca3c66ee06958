import { expect, request, test } from '@playwright/test';
import { demoStoreKey, type Json, merchantAccountsByName, pixChargeBody, pixPayoutBody, unique } from '../support/api';
import { bearer, demo } from '../support/demo';
import { adjustAsOperator, freshDemoStoreMerchant, topUpDemoStore } from '../support/funds';
import { BRAZIL, expectNoEnglish, expectOptionsInWords, openPage, signInAs } from '../support/i18n';
import { paidCharge } from '../support/ledger';

/** The dashboard's pages in a Brazilian browser (issue #20): e2e/support/i18n.ts says what the checks read. */

// Each test is a journey through several pages.
test.describe.configure({ timeout: 120_000 });

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
    await page.keyboard.press('Tab');
    await expect(page.getByText('Telefone do contato: use o formato internacional')).toBeVisible();
    await page.getByRole('button', { name: 'Próximo: Endereços' }).click();
    await expect(page.getByText('CPF do contato: deve ser um CPF válido de 11 dígitos.')).toBeVisible();
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

test('in a Brazilian browser a paid charge, its refund window and the refund dialog speak Portuguese', async ({
  browser,
  baseURL,
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

test('in a Brazilian browser the search palette’s results, the statement’s entries and the audit log’s filters speak Portuguese', async ({
  browser,
  baseURL,
}) => {
  // An account of this test's own, with one entry of each kind the statement describes: a charge paid and credited, a
  // payout held, Payrail's sandbox top-up and an operator's adjustment, whose reason is the operator's own words.
  const { key, headers } = await demoStoreKey(baseURL!, 'i18n statement');
  const merchant = await freshDemoStoreMerchant(baseURL!, key);
  const api = await request.newContext({ baseURL });
  let charge: Json;
  let payout: Json;
  const reason = unique('Acerto combinado com o lojista');
  try {
    charge = await paidCharge(api, headers, merchant, 10_000);
    await topUpDemoStore(baseURL!, merchant, 2_000, null);
    await adjustAsOperator(baseURL!, {
      organization: 'Demo Store',
      livemode: false,
      merchantId: merchant,
      cents: 300,
      reason,
    });
    const created = await api.post('/api/v2/payout/payments', {
      headers,
      data: pixPayoutBody(merchant, { amount: 10 }),
    });
    expect(created.status(), await created.text()).toBe(201);
    payout = await created.json();
  } finally {
    await api.dispose();
  }

  const { context, page, errors } = await openPage(browser, BRAZIL);
  try {
    await signInAs(page, demo.admin, { email: 'E-mail', password: 'Senha', submit: 'Entrar' });

    // The palette with results of every kind: charges and payouts by invoice, qualification records by batch code,
    // onboarding requests by company name. Names, invoices and codes are data (translate="no"); the rest is Portuguese.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Buscar' });
    const box = palette.getByRole('combobox');
    for (const [query, groups] of [
      ['demo-store', ['payin', 'payout']],
      ['DEMO-SUPPLIERS-01', ['qualification']],
      ['Café Aurora', ['onboarding']],
    ] as const) {
      await box.fill(query);
      for (const group of groups) await expect(palette.getByTestId(`search-group-${group}`)).toBeVisible();
      await expect(palette.getByRole('status')).toHaveText(/resultados?/);
      const options = palette.getByRole('option');
      await expect(options.filter({ hasNot: page.locator('[translate="no"]') })).toHaveCount(0);
      await expectNoEnglish(page, '[data-testid="search-palette"]');
    }
    await box.fill('demo-store');
    const charges = palette.getByTestId('search-group-payin').getByRole('option');
    await expect(charges.first()).toContainText(/^Cobrança nº \d+/);
    await expect(charges.first()).toContainText(/R\$ [\d.]+,\d{2}/);
    await expect(palette.getByTestId('search-group-payout').getByRole('option').first()).toContainText(/^Saque nº \d+/);
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();

    // The statement tells each entry in Portuguese from its type and what caused it; only the operator's reason is
    // shown as written, marked as data. The ledger's English memos stay in the API and the exports.
    await page.goto(`/balance?merchant_id=${merchant}&account=all`);
    const rows = page.getByTestId('statement-row');
    const described = (text: string) => rows.filter({ hasText: text });
    await expect(described(`Pagamento da cobrança nº ${charge!.id}`)).toHaveCount(1);
    await expect(described(`Crédito da cobrança nº ${charge!.id}`)).toHaveCount(2);
    await expect(described(`Reserva do saque nº ${payout!.id}`)).toHaveCount(2);
    await expect(described('Recarga de dinheiro de teste')).toHaveCount(1);
    await expect(rows.locator('[translate="no"]', { hasText: reason })).toHaveCount(1);
    await expect(page.getByRole('link', { name: `cobrança nº ${charge!.id}`, exact: true }).first()).toHaveAttribute(
      'href',
      `/payins/${charge!.id}`,
    );
    await expect(page.getByTestId('statement-table')).not.toContainText(/Charge|Payout|Sandbox/);
    await expectNoEnglish(page, '[data-testid="statement-table"]');

    // The audit log's filters name actions and record types in words; the codes stay the options' values.
    await page.goto('/audit-log');
    await expect(page.getByTestId('audit-row').first()).toBeVisible();
    const action = page.getByLabel('Ação', { exact: true });
    await expectOptionsInWords(action);
    await expectOptionsInWords(page.getByLabel('Tipo de recurso', { exact: true }));
    await action.selectOption('payin.created');
    await expect(page).toHaveURL(/[?&]action=payin\.created/);
    await expect(action.locator('option:checked')).toHaveText('Cobrança criada');
    // The table names the action in words too, beside its code, and who acted (the API key of this test) in Portuguese.
    await page.goto(`/audit-log?action=payin.created&resource_type=payin&resource_id=${charge!.id}`);
    await expect(page.getByLabel('Tipo de recurso', { exact: true }).locator('option:checked')).toHaveText('Cobrança');
    const created = page.getByTestId('audit-row');
    await expect(created).toHaveCount(1);
    await expect(created).toContainText('Cobrança criada');
    await expect(created).toContainText('payin.created');
    await expect(created).toContainText('“i18n statement”');
    await expect(created).toContainText('(chave de API)');
    await expectNoEnglish(page, '[data-testid="audit-table"]');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
