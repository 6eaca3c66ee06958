import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { unique } from '../support/api';
import { demo, signedInContext, signIn } from '../support/demo';
import { validBeneficiary } from '../../test/beneficiary';

const HEADER =
  'custom_code,batch_code,amount,notification_url,name,bank_code,bank_branch,bank_branch_digit,account,account_digit,account_type,document,document_type,birthdate,phone,city,postal_code,province_code,address';

/** Drops a file on the upload page's drop zone, as a browser does when one is dragged from the desktop. */
async function dropFile(page: Page, name: string, text: string) {
  const transfer = await page.evaluateHandle(
    ([fileName, content]) => {
      const data = new DataTransfer();
      data.items.add(new File([content], fileName, { type: 'text/csv' }));
      return data;
    },
    [name, text] as const,
  );
  await page.getByTestId('dq-drop-zone').dispatchEvent('dragover', { dataTransfer: transfer });
  await page.getByTestId('dq-drop-zone').dispatchEvent('drop', { dataTransfer: transfer });
}

test('a CSV dropped on the page is checked before sending, its bad row left out; the batch is followed to the end and its records filtered', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const tag = unique('ui-csv');
  const csv = [
    HEADER,
    `${tag}-1,${tag},,,"Souza, Ana",001,1584,,00210169,6,CHECKING,52998224725,cpf,,,,,,`,
    `${tag}-2,${tag},,,Bruno Dias,001,1584,,00210169,6,LOAN,52998224725,cpf,,,,,,`,
    `${tag}-3,${tag},,,Carla Reis,001,1584,,00210169,6,savings,529.982.247-24,CPF,,,,,,`,
    `${tag}-4,${tag},,,Elisa Prado,077,0001,,1234567,8,CHECKING,87748248800,cpf,,,,,,`,
  ].join('\r\n');
  await signIn(page, demo.admin);
  await page.goto('/data-qualification/upload');
  await page.getByLabel('Service', { exact: true }).selectOption('1');
  await dropFile(page, 'batch.csv', csv);

  // Flagged before anything is sent: the LOAN row is red with the server schema's message (its field in words), and counted.
  await expect(page.getByTestId('dq-preview-row')).toHaveCount(4);
  const bad = page.locator('[data-testid="dq-preview-row"][data-state="error"]');
  await expect(bad).toHaveCount(1);
  await expect(bad).toContainText(`${tag}-2`);
  await expect(bad.getByTestId('dq-preview-errors')).toContainText(
    "The beneficiary's account type must be SAVINGS or CHECKING.",
  );
  await expect(page.getByTestId('dq-preview-error-count')).toHaveText('1 row has errors and will be left out');
  await page.getByTestId('dq-preview-only-errors').check();
  await expect(page.getByTestId('dq-preview-row')).toHaveCount(1);

  await expect(page.getByTestId('dq-submit')).toHaveText('Send 3 records without errors');
  await page.getByTestId('dq-submit').click();
  await expect(page.getByTestId('dq-result-message')).toHaveText('All 3 records were received and will be processed.');
  await expect(page.getByTestId('dq-left-out')).toContainText('1 row with errors');

  // The batch's progress, live on the result until every record is final.
  const progress = page.locator(`[data-testid="dq-uploaded-batch"][data-batch-code="${tag}"]`);
  await expect(progress.getByTestId('dq-batch-summary')).toHaveText('All 3 final', { timeout: 20_000 });
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');

  // The Batches view shows the same, per status, and opens the batch's records.
  await page.goto('/data-qualification/batches');
  const row = page.locator(`[data-testid="dq-batch-row"][data-batch-code="${tag}"]`);
  await expect(row.getByTestId('dq-batch-summary')).toHaveText('All 3 final');
  await expect(row.getByTestId('dq-batch-status')).toHaveText(['Valid data · 1', 'Invalid data · 1', 'No Process · 1']);
  await row.getByTestId('dq-batch-records').click();
  await expect(page).toHaveURL(new RegExp(`batch_code=${tag}`));
  await expect(page.getByTestId('dq-row')).toHaveCount(3);

  // Filters: by custom code, then by status within the batch.
  await page.getByLabel('Custom code', { exact: true }).fill(`${tag}-1`);
  await page.getByLabel('Custom code', { exact: true }).press('Enter');
  await expect(page.getByTestId('dq-row')).toHaveCount(1);
  await expect(page.getByTestId('dq-row')).toContainText('Souza, Ana');
  await expect(page.getByTestId('dq-row')).toContainText('Valid data');
  await page.getByLabel('Custom code', { exact: true }).fill('');
  await page.getByLabel('Custom code', { exact: true }).press('Enter');
  await expect(page.getByTestId('dq-row')).toHaveCount(3);
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Invalid data' });
  await expect(page).toHaveURL(/status_flow_data_qualification_id=6/);
  await expect(page.getByTestId('dq-row')).toHaveCount(1);
  await expect(page.getByTestId('dq-row')).toContainText(`${tag}-3`);

  // The export has the filtered rows, every page of them.
  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const exported = await readFile(await (await download).path(), 'utf8');
  const lines = exported.trim().split(/\r\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${tag}-3`);
  expect(lines[1]).toContain('Invalid data');
});

test('the template downloads with the exact columns and reads back as valid records', async ({ page }) => {
  await signIn(page, demo.writer);
  await page.goto('/data-qualification/upload');
  const download = page.waitForEvent('download');
  await page.getByTestId('dq-template').click();
  const template = await readFile(await (await download).path(), 'utf8');
  expect(template.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(HEADER);
  await page
    .getByTestId('dq-file-input')
    .setInputFiles({ name: 'template.csv', mimeType: 'text/csv', buffer: Buffer.from(template) });
  await expect(page.getByTestId('dq-preview-row')).toHaveCount(2);
  await expect(page.getByTestId('dq-preview-ok')).toHaveText('Every row passes the checks');
});

test('pasted JSON sets the service, flags a repeated custom_code, and the batch waits for an operator', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const tag = unique('ui-json');
  const body = {
    service_id: 3,
    data: [
      { custom_code: `${tag}-1`, batch_code: tag, beneficiary: validBeneficiary() },
      { custom_code: `${tag}-1`, batch_code: tag, beneficiary: validBeneficiary({ name: 'Twice' }) },
      {
        custom_code: `${tag}-2`,
        batch_code: tag,
        notification_url: 'http://127.0.0.1:9/hooks',
        beneficiary: validBeneficiary({ name: 'Wrong Digit', account_digit: '7' }),
      },
    ],
  };
  await signIn(page, demo.admin);
  await page.goto('/data-qualification/upload');
  await page.getByTestId('dq-source-json').click();
  await page.getByLabel('Request body or data array').fill(JSON.stringify(body, null, 2));
  await page.getByTestId('dq-json-check').click();

  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('3');
  await expect(page.getByTestId('dq-preview-row')).toHaveCount(3);
  const bad = page.locator('[data-testid="dq-preview-row"][data-state="error"]');
  await expect(bad).toHaveCount(1);
  await expect(bad).toContainText(`The custom code ${tag}-1 is repeated: item 1 has it already.`);
  await page.getByTestId('dq-submit').click();
  await expect(page.getByTestId('dq-result-message')).toHaveText('All 2 records were received and will be processed.');

  const progress = page.locator(`[data-testid="dq-uploaded-batch"][data-batch-code="${tag}"]`);
  await expect(progress.getByTestId('dq-batch-summary')).toHaveText('1 of 2 final', { timeout: 20_000 });
  await expect(progress).toContainText('1 awaiting an operator');
  await expect(progress.getByTestId('dq-batch-status')).toHaveText(['Valid data · 1', 'Awaiting · 1']);
});

test('an operator marks Awaiting records valid and invalid, and the merchant is notified', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const tag = unique('ui-resolve');
  const operator = await signedInContext(baseURL!, demo.operator);
  const { data: accounts } = await (await operator.get('/api/v2/account/merchants')).json();
  const online = accounts.find((account: { name: string }) => account.name === 'Demo Store Online');
  const data = ['fix', 'reject'].map((name) => ({
    custom_code: `${tag}-${name}`,
    batch_code: tag,
    notification_url: 'http://127.0.0.1:9/hooks',
    beneficiary: validBeneficiary({ name: `Manual ${name}`, account_digit: '7' }),
  }));
  expect(
    (
      await operator.post('/api/v1/payout/data-qualification', {
        data: { merchant_id: online.id, service_id: 3, data },
      })
    ).status(),
  ).toBe(200);
  await expect(async () => {
    const records = await (await operator.get(`/api/v1/payout/data-qualification?batch_code=${tag}`)).json();
    expect(
      records.map((record: { status_flow_data_qualification_id: number }) => record.status_flow_data_qualification_id),
    ).toEqual([9, 9]);
  }).toPass({ timeout: 15_000 });
  await operator.dispose();

  await signIn(page, demo.operator);
  for (const [name, action, outcome] of [
    ['fix', 'valid', 'Valid data'],
    ['reject', 'invalid', 'Invalid data'],
  ] as const) {
    await page.goto(`/data-qualification?custom_code=${tag}-${name}&merchant_id=all`);
    await page.getByTestId('dq-row').click();
    await expect(page.getByTestId('dq-status-badge')).toHaveText('Awaiting');
    await page.getByTestId(`dq-resolve-${action}`).click();
    await page.getByLabel('Note (optional)').fill(`Checked by phone (${name})`);
    await page.getByTestId('dq-resolve-confirm').click();
    await expect(page.getByTestId('dq-status-badge')).toHaveText(outcome);
    await expect(page.getByTestId('dq-status-description')).toHaveText(
      `${outcome} after manual correction: Checked by phone (${name})`,
    );
    // Processing, Awaiting and the decision: one notification each, to the record's notification_url.
    await expect(page.getByTestId('dq-deliveries').getByTestId('delivery-row')).toHaveCount(3, { timeout: 15_000 });
  }
});

test('at 1440 px the records table fits its region: long values are cut, their whole text kept in a title', async ({
  page,
  baseURL,
}) => {
  const tag = unique('ui-wide');
  const customCode = `${tag}-${'c'.repeat(100 - tag.length - 1)}`;
  const batchCode = `${tag}-${'b'.repeat(100 - tag.length - 1)}`;
  const name = `Beneficiária ${'de Nome Muito Comprido '.repeat(8)}`.trim();
  const admin = await signedInContext(baseURL!, demo.admin);
  const { data: accounts } = await (await admin.get('/api/v2/account/merchants')).json();
  const online = accounts.find((account: { name: string }) => account.name === 'Demo Store Online');
  const item = { custom_code: customCode, batch_code: batchCode, beneficiary: validBeneficiary({ name }) };
  expect(
    (
      await admin.post('/api/v1/payout/data-qualification', {
        data: { merchant_id: online.id, service_id: 5, data: [item] },
      })
    ).status(),
  ).toBe(200);
  await admin.dispose();

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, demo.admin);
  // Every account: the rows also name their account, as wide as the list gets.
  await page.goto('/data-qualification?merchant_id=all');
  const row = page.getByTestId('dq-row').filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  await expect(row.getByTitle(customCode, { exact: true })).toBeVisible();
  await expect(row.getByTitle(name, { exact: true })).toBeVisible();
  const region = page.getByRole('region', { name: 'Records table' });
  const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});

test('a viewer sees the records and batches but cannot resolve or upload', async ({ page }) => {
  await signIn(page, demo.viewer);
  await page.goto('/data-qualification/batches?merchant_id=all');
  await expect(
    page.locator('[data-testid="dq-batch-row"][data-batch-code="DEMO-SUPPLIERS-01"]').getByTestId('dq-batch-summary'),
  ).toHaveText('6 of 7 final');
  await page.goto('/data-qualification?custom_code=demo-dq-007&merchant_id=all');
  await page.getByTestId('dq-row').click();
  await expect(page.getByTestId('dq-status-badge')).toHaveText('Awaiting');
  await expect(page.getByText('Waiting for a Payrail operator to correct it manually.')).toBeVisible();
  await expect(page.getByTestId('dq-resolve-valid')).toHaveCount(0);
  await page.goto('/data-qualification/upload');
  await expect(
    page.getByText('Your role (view) can look at data qualification records but not create them.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to data qualification' })).toHaveAttribute(
    'href',
    '/data-qualification',
  );
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
});
