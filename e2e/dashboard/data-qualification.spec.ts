import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/demo';

const HEADER = 'custom_code,batch_code,amount,notification_url,name,bank_code,bank_branch,bank_branch_digit,account,account_digit,account_type,document,document_type,birthdate,phone,city,postal_code,province_code,address';

test('upload a CSV batch, see errors by line and the stored records, and find them in the list', async ({ page }) => {
  const tag = `ui-${Date.now().toString(36)}`;
  const csv = [
    HEADER,
    `${tag}-1,${tag},,,"Souza, Ana",001,1584,,00210169,6,CHECKING,52998224725,cpf,,,,,,`,
    `${tag}-2,${tag},,,Bruno Dias,001,1584,,00210169,6,LOAN,52998224725,cpf,,,,,,`,
    `${tag}-3,${tag},,,Carla Reis,001,1584,,00210169,6,SAVINGS,123,cpf,,,,,,`,
  ].join('\n');
  await signIn(page, demo.admin);
  await page.goto('/data-qualification/upload');
  await page.getByTestId('dq-service').selectOption('1');
  await page.getByTestId('dq-file-input').setInputFiles({ name: 'batch.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByTestId('dq-preview-row')).toHaveCount(3);
  await page.getByTestId('dq-submit').click();

  await expect(page.getByTestId('dq-result-message')).toContainText('2 of 3 records have errors');
  await expect(page.getByTestId('dq-error')).toHaveCount(2);
  await expect(page.getByTestId('dq-errors')).toContainText('SAVINGS or CHECKING');
  await expect(page.getByTestId('dq-stored-line')).toHaveCount(1);

  await page.goto(`/data-qualification?custom_code=${tag}-1`);
  const row = page.getByTestId('dq-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Souza, Ana');
  // The list does not poll; processing finishes within seconds.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('dq-row')).toContainText('Valid data', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});
