import { expect, request, test } from '@playwright/test';
import { type Json, merchantAccountsByName, pixChargeBody, unique } from '../support/api';
import { bearer, demo } from '../support/demo';
import { BRAZIL, expectNoEnglish, openPage, signInAs } from '../support/i18n';

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
