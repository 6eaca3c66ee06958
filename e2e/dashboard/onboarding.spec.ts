import { expect, test, type Page } from '@playwright/test';
import { unique } from '../support/api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { demo, signIn } from '../support/demo';
import { expectModalKeyboard } from '../support/dialogs';

const UUID = /\/onboarding\/([0-9a-f-]{36})$/;

/** The first three steps, filled with a valid company; `cpf` is typed into the contact's CPF. */
async function fillCompany(page: Page, tradeName: string) {
  await page.goto('/onboarding/new');
  await page.getByLabel('Legal name (razão social)').fill(`${tradeName} Comércio Ltda`);
  await page.getByLabel('Trade name (nome fantasia)').fill(tradeName);
  await page.getByLabel('CNPJ').pressSequentially('11222333000181');
  await expect(page.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-81');
  await page.getByRole('button', { name: 'Next: Contacts' }).click();
}

async function fillContact(page: Page, index: number, cpf: string) {
  const contact = page.getByTestId('onboarding-member').nth(index);
  await contact.getByLabel('Name').fill(index === 0 ? 'Ana Souza' : 'Bruno Lima');
  await contact.getByLabel('Role').selectOption({ label: index === 0 ? 'Legal representative' : 'Financial' });
  await contact.getByLabel('E-mail').fill(index === 0 ? 'ana@example.com' : 'bruno@example.com');
  await contact.getByLabel('Phone (with country and area code)').fill('+5511987654321');
  await contact.getByLabel('CPF').pressSequentially(cpf);
}

async function fillAddress(page: Page) {
  await page.getByLabel('CEP').pressSequentially('01310100');
  await expect(page.getByLabel('CEP')).toHaveValue('01310-100');
  await page.getByLabel('State (UF)').selectOption('SP');
  await page.getByLabel('City').fill('São Paulo');
  await page.getByLabel('Street').fill('Avenida Paulista');
  await page.getByLabel('Number').fill('1000');
  await page.getByRole('button', { name: 'Next: Review & submit' }).click();
}

test.describe.serial('onboarding in the dashboard', () => {
  const tradeName = unique('Padaria UI').replace(/-/g, ' ');
  let requestId = '';

  test('an admin submits a company in four steps; a bad CPF is caught before sending; digits only go to the API', async ({
    page,
  }) => {
    await signIn(page, demo.admin);
    await fillCompany(page, tradeName);
    await expect(page.getByRole('heading', { name: 'Contacts' })).toBeFocused();

    // Add a second contact, then take it away again: at least one stays.
    await page.getByRole('button', { name: 'Add contact' }).click();
    await expect(page.getByTestId('onboarding-member')).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove contact 2' }).click();
    await expect(page.getByTestId('onboarding-member')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Remove contact 1' })).toBeDisabled();

    await fillContact(page, 0, '52998224726');
    await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-26');
    await page.getByRole('button', { name: 'Next: Addresses' }).click();
    // The API's schema, run in the browser, refuses the check digit; the step does not move on.
    await expect(page.getByText('Must be a valid CPF of 11 digits.')).toBeVisible();
    await expect(page.getByLabel('CPF')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();

    await page.getByLabel('CPF').fill('');
    await page.getByLabel('CPF').pressSequentially('52998224725');
    await expect(page.getByText('Must be a valid CPF of 11 digits.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Next: Addresses' }).click();
    await fillAddress(page);

    const review = page.getByTestId('onboarding-review');
    await expect(review).toContainText('11.222.333/0001-81');
    await expect(review).toContainText('CPF 529.982.247-25');
    await expect(review).toContainText('CEP 01310-100');

    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/v2/register/companies'),
    );
    await page.getByRole('button', { name: 'Submit request' }).click();
    const body = (await sent).postDataJSON();
    expect(body.company.tax_id).toBe('11222333000181');
    expect(body.company.contacts[0].tax_id).toBe('52998224725');
    expect(body.company.address[0].zip_code).toBe('01310100');

    await expect(page).toHaveURL(UUID);
    requestId = UUID.exec(page.url())![1]!;
    await expect(page.getByTestId('onboarding-status')).toHaveText('Pending');
    await expect(page.getByTestId('timeline-entry')).toHaveCount(1);
    await expect(page.getByTestId('onboarding-next-step')).toContainText('within 1 business day');
    await expect(page.getByTestId('onboarding-cnpj')).toHaveText('11.222.333/0001-81');
    // Not an operator: no review actions.
    await expect(page.getByTestId('onboarding-actions')).toHaveCount(0);
  });

  test('the operator starts the review and approves; the timeline follows and the new account is in the switcher', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    expect(requestId).not.toBe('');
    await signIn(page, demo.operator);
    await expect(page.getByLabel('Organization')).toHaveValue(/\d+/);
    await expect(page.getByLabel('Organization').locator('option:checked')).toHaveText('Demo Store');
    await page.goto('/onboarding?status=pending');
    await page.getByRole('link', { name: tradeName }).click();
    await expect(page).toHaveURL(new RegExp(`/onboarding/${requestId}$`));
    await expect(page.getByTestId('onboarding-status')).toHaveText('Pending');
    await expect(page.getByLabel('Merchant account').locator('option', { hasText: tradeName })).toHaveCount(0);

    // Start review: a modal with the reason focused and no serious axe finding; Tab stays inside it; Escape leaves
    // everything as it was and focus back on the button.
    await page.getByRole('button', { name: 'Start review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start the due-diligence review?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Reason (optional)')).toBeFocused();
    await expectNoSeriousAxeViolations(page, 'the confirmation dialog open');
    await expectModalKeyboard(page, dialog, page.getByRole('button', { name: 'Start review' }));
    await expect(page.getByTestId('onboarding-status')).toHaveText('Pending');

    await page.getByRole('button', { name: 'Start review' }).click();
    await dialog.getByLabel('Reason (optional)').fill('Documents received');
    await dialog.getByRole('button', { name: 'Start review' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('onboarding-status')).toHaveText('Due diligence review');
    await expect(page.getByTestId('timeline-entry')).toHaveText([/Pending/, /Due diligence review/]);
    await expect(page.getByTestId('onboarding-next-step')).toContainText('2–3 business days');
    // Only the moves the table allows from review.
    await expect(page.getByTestId('onboarding-actions').getByRole('button')).toHaveText(['Approve', 'Reject']);

    await page.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve this company?' });
    await approve.getByLabel('Reason (optional)').fill('Due diligence passed');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(approve).toBeHidden();
    await expect(page.getByTestId('onboarding-status')).toHaveText('Active');
    await expect(page.getByTestId('timeline-entry')).toHaveText([/Pending/, /Due diligence review/, /Active/]);
    await expect(page.getByTestId('timeline-entry').last()).toHaveAttribute('aria-current', 'step');
    await expect(page.getByTestId('onboarding-actions').getByRole('button')).toHaveText(['Deactivate', 'Close']);

    // The approval opened an account named after the trade name: the refreshed layout lists it in the switcher.
    await expect(page.getByLabel('Merchant account').locator('option', { hasText: tradeName })).toHaveCount(1);
    await expect(page.getByTestId('onboarding-account')).toContainText(tradeName);
  });
});

test('an API refusal goes back onto its field, on the step that holds it', async ({ page }) => {
  await signIn(page, demo.admin);
  await fillCompany(page, unique('Refused UI'));
  await fillContact(page, 0, '52998224725');
  await page.getByRole('button', { name: 'Next: Addresses' }).click();
  await fillAddress(page);
  // The browser runs the API's own schema, so a real refusal cannot be provoked from the form: the 422 is played.
  await page.route('**/api/v2/register/companies', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'The given data was invalid.',
        errors: {
          'company.contacts.0.tax_id': [
            'The company.contacts.*.tax_id must be a valid CPF of 11 digits, without dots or dash.',
          ],
        },
      }),
    }),
  );
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  await expect(page.getByTestId('onboarding-steps').locator('[aria-current="step"]')).toContainText('Contacts');
  await expect(page.getByLabel('CPF')).toBeFocused();
  await expect(page.getByText('Must be a valid CPF of 11 digits.')).toBeVisible();
});

test('the webhook card registers an https URL, shows the API refusal beside the field, sends a test and removes it', async ({
  page,
}) => {
  // Other Company: Demo Store's one onboarding registration belongs to the API spec running beside this one.
  await signIn(page, demo.otherAdmin);
  await page.goto('/onboarding');
  await page.getByRole('navigation', { name: 'Onboarding views' }).getByRole('link', { name: 'Webhook' }).click();
  await expect(page).toHaveURL(/\/onboarding\/webhook$/);
  const card = page.getByTestId('onboarding-webhook');
  const url = card.getByLabel('HTTPS URL');
  const save = card.getByRole('button', { name: /^(Register|Replace) URL$/ });

  // Refused whatever WEBHOOK_ALLOW_PRIVATE says (the test server sets it, which admits plain http).
  await url.fill('ftp://hooks.example.com/onboarding');
  await save.click();
  await expect(card.getByText('The url must be a valid HTTPS address.')).toBeVisible();
  await expect(url).toHaveAttribute('aria-invalid', 'true');

  const target = `https://hooks.example.com/${unique('onboarding')}`;
  await url.fill(target);
  await expect(card.getByText('The url must be a valid HTTPS address.')).toHaveCount(0);
  await card.getByRole('button', { name: /^(Register|Replace) URL$/ }).click();
  await expect(card.getByTestId('onboarding-webhook-current')).toHaveText(`Registered: ${target}`);
  await page.reload();
  await expect(card.getByTestId('onboarding-webhook-current')).toHaveText(`Registered: ${target}`);

  await card.getByRole('button', { name: 'Send test' }).click();
  await expect(card.getByTestId('onboarding-webhook-test')).toContainText('Test event');

  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(card.getByTestId('onboarding-webhook-current')).toHaveText(
    'No URL registered: status changes are not sent anywhere.',
  );
});

test('the list filters by status and created day in the URL, and a shared link shows the same', async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto('/onboarding');
  await expect(page.getByTestId('onboarding-row').first()).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Canceled' });
  await expect(page).toHaveURL(/[?&]status=canceled(&|$)/);
  await expect(page).not.toHaveURL(/merchant_id/);
  const badges = page.getByTestId('onboarding-row').locator('[data-status]');
  await expect(badges.first()).toHaveText('Canceled');
  for (const status of await badges.allTextContents()) expect(status).toBe('Canceled');

  // A link with the filter opens filtered; a created range with no request in it says so.
  await page.goto('/onboarding?status=active&created_after=2000-01-01&created_before=2000-01-31');
  await expect(page.getByLabel('Status')).toHaveValue('active');
  await expect(page.getByLabel('Created from')).toHaveValue('2000-01-01');
  await expect(page.getByText('No requests match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByTestId('onboarding-row').first()).toBeVisible();

  // A row opens from the keyboard too (issue #20 §4): Tab from the table's region reaches its company link, Enter opens it.
  const first = page.getByTestId('onboarding-row').first().getByRole('link');
  const id = /\/onboarding\/([0-9a-f-]{36})$/.exec((await first.getAttribute('href'))!)![1]!;
  await page.getByRole('region', { name: 'Onboarding requests table' }).focus();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/onboarding/${id}$`));
});

test('the CNPJ field takes an alphanumeric CNPJ (issued from July 2026) in any case; the CPF field keeps digits only', async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await page.goto('/onboarding/new');
  await page.getByLabel('CNPJ').pressSequentially('12abc34501de35');
  await expect(page.getByLabel('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
  await page.getByLabel('Legal name (razão social)').fill('Padaria Nova Comércio Ltda');
  await page.getByLabel('Trade name (nome fantasia)').fill('Padaria Nova');
  await page.getByRole('button', { name: 'Next: Contacts' }).click();
  await expect(page.getByRole('heading', { name: 'Contacts' })).toBeFocused();
  await page.getByTestId('onboarding-member').first().getByLabel('CPF').pressSequentially('529ab982');
  await expect(page.getByTestId('onboarding-member').first().getByLabel('CPF')).toHaveValue('529.982');
});
