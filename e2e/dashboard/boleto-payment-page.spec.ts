import { readFile } from 'node:fs/promises';
import { expect, test, type APIResponse } from '@playwright/test';
import { formatDigitableLine } from '../../lib/payin/boleto';
import { formatBrl } from '../../lib/money';
import { pdfTexts } from '../../test/pdf';
import {
  boletoChargeBody,
  type DemoAccounts,
  demoStoreKey,
  type Json,
  payinRequests,
  pixChargeBody,
} from '../support/api';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../support/axe';

let asDemo: Record<string, string>;
let accounts: DemoAccounts;
const { create, findSeeded, cancel } = payinRequests(() => asDemo);

test.beforeAll(async ({}, testInfo) => {
  ({ headers: asDemo, accounts } = await demoStoreKey(testInfo.project.use.baseURL!, 'boleto payment page'));
});

const newBoleto = async (request: Parameters<typeof create>[0]): Promise<Json> =>
  (await create(request, boletoChargeBody(accounts['Demo Store Online']))).json();
const pdfPath = (charge: Json) => `/pay/${charge.hash}/boleto.pdf`;
const inEnglish = { 'accept-language': 'en-US,en;q=0.9' };

/** The PDF's texts: its digitable line and amount as a bank form writes them, in either language. */
function expectTheBoletoOf(charge: Json, texts: string[]) {
  expect(texts).toContain(formatDigitableLine(charge.boleto.digitable_line));
  expect(texts).toContain(formatBrl(charge.total_amount, 'pt-BR'));
  expect(texts).toContain('Loja Exemplo Ltda · CNPJ 11.222.333/0001-81');
  expect(texts).toContain('Ana Souza · CPF ***.982.247-**');
  expect(texts.join('\n')).not.toContain('529.982.247-25');
}

async function expectPlainRefusal(response: APIResponse, status: number, message: string) {
  expect(response.status()).toBe(status);
  expect(response.headers()['content-type']).toContain('text/plain');
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.text()).toBe(message);
}

test.describe('in a Brazilian browser on a phone', () => {
  test.use({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 390, height: 844 } });

  test('the boleto names its payer by a masked CPF, offers its PDF, fits the screen and passes axe', async ({
    page,
    request,
  }) => {
    const charge = await newBoleto(request);
    await page.goto(new URL(charge.payment_page).pathname);
    await expect(page.getByTestId('boleto-digitable-line')).toBeVisible();
    await expect(page.getByTestId('boleto-payer-document')).toHaveText('CPF ***.982.247-**');
    // The buyer's CPF is 529.982.247-25: whoever holds the link never sees it whole.
    await expect(page.locator('body')).not.toContainText('529.982.247-25');
    await expect(page.locator('body')).not.toContainText('52998224725');
    const download = page.getByRole('link', { name: 'Baixar boleto (PDF)' });
    await expect(download).toBeVisible();
    await expect(download).toHaveAttribute('href', pdfPath(charge));
    await expect(page.getByRole('button', { name: 'Imprimir boleto' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'the boleto payment page at 390 px');
    await expectNoSeriousAxeViolations(page, 'the boleto payment page at 390 px');
  });

  test('the PDF downloads in Portuguese, with the digitable line and the amount', async ({ page, request }) => {
    const charge = await newBoleto(request);
    await page.goto(new URL(charge.payment_page).pathname);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Baixar boleto (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`boleto-${charge.invoice}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const texts = pdfTexts(pdf);
    expectTheBoletoOf(charge, texts);
    for (const label of ['Recibo do pagador', 'Corte na linha pontilhada', 'Vencimento', '(=) Valor do documento'])
      expect(texts).toContain(label);
    expect(texts).toContain('AMBIENTE DE TESTE: este boleto não pode ser pago');
  });
});

test.describe('in an English browser on a desktop', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('the page with its download button passes axe', async ({ page, request }) => {
    const charge = await newBoleto(request);
    await page.goto(new URL(charge.payment_page).pathname);
    await expect(page.getByRole('link', { name: 'Download boleto (PDF)' })).toHaveAttribute('href', pdfPath(charge));
    await expectNoSeriousAxeViolations(page, 'the boleto payment page on a desktop');
  });
});

test('GET /pay/{hash}/boleto.pdf answers the open boleto as a PDF attachment kept by no cache', async ({ request }) => {
  const charge = await newBoleto(request);
  const response = await request.get(pdfPath(charge), { headers: inEnglish });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toBe('application/pdf');
  expect(headers['content-disposition']).toBe(`attachment; filename="boleto-${charge.invoice}.pdf"`);
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  // The payment page's own headers (proxy.ts, next.config.mjs).
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  const pdf = await response.body();
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const texts = pdfTexts(pdf);
  expectTheBoletoOf(charge, texts);
  for (const label of ["Payer's receipt", 'Due date (dd/mm/yyyy)', '(=) Document amount'])
    expect(texts).toContain(label);
});

test('no PDF for an unknown hash or a pix charge (404), nor for a boleto that may no longer be paid (409)', async ({
  request,
}) => {
  for (const hash of ['0'.repeat(32), 'not-a-hash'])
    await expectPlainRefusal(
      await request.get(`/pay/${hash}/boleto.pdf`, { headers: inEnglish }),
      404,
      'Payment not found',
    );
  const pix = await (await create(request, pixChargeBody(accounts['Demo Store Online']))).json();
  await expectPlainRefusal(await request.get(pdfPath(pix), { headers: inEnglish }), 404, 'Payment not found');

  const paid = await newBoleto(request);
  const paying = await request.post(`/api/v2/sandbox/payin/payments/${paid.id}/simulate`, {
    headers: asDemo,
    data: { action: 'pay' },
  });
  expect(paying.status()).toBe(200);
  await expectPlainRefusal(await request.get(pdfPath(paid), { headers: inEnglish }), 409, 'This charge has been paid');

  // A seeded open boleto, old enough to cancel; no other spec uses it. The processor confirms the drop in seconds.
  const canceled = await findSeeded(request, 'demo-demo-store-marketplace-002');
  expect(canceled.payment_method).toBe('boleto');
  expect((await cancel(request, canceled.id)).status()).toBe(200);
  await expect
    .poll(async () => (await (await request.get(`/pay/${canceled.hash}/state`)).json()).state, { timeout: 15_000 })
    .toBe('canceled');
  await expectPlainRefusal(
    await request.get(pdfPath(canceled), { headers: { 'accept-language': 'pt-BR' } }),
    409,
    'Esta cobrança foi cancelada',
  );
});
