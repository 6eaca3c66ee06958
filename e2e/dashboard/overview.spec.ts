import { expect, test, type Page } from '@playwright/test';
import { demoStoreKey } from '../support/api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { demo, signIn } from '../support/demo';
import { expectModalKeyboard } from '../support/dialogs';

/** A KPI card's figure for the period, as shown ("R$ 1.234,56", "12", "37.5%"). */
const kpi = (page: Page, name: string) => page.getByTestId(`kpi-${name}`).getByTestId('kpi-value');
const count = async (page: Page, name: string) => Number((await kpi(page, name).innerText()).replace(/\D/g, ''));

test('the overview answers "how are we doing": figures, chart, statuses and attention lists; the period is in the URL', async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Ana' })).toBeVisible();
  await expect(page.getByText('Demo Store · Demo Store Online')).toBeVisible();

  // KPI cards with numbers, for the default 30 days and today, written the English way in this en-US browser.
  await expect(kpi(page, 'payin-volume')).toHaveText(/^R\$ [\d,]+\.\d{2}$/);
  await expect(kpi(page, 'payout-volume')).toHaveText(/^R\$ [\d,]+\.\d{2}$/);
  await expect(kpi(page, 'markup-earned')).toHaveText(/^R\$ [\d,]+\.\d{2}$/);
  await expect(kpi(page, 'paid-rate')).toHaveText(/^(\d+(\.\d)?%|—)$/);
  await expect(kpi(page, 'failed-deliveries')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('kpi-payin-count').getByTestId('kpi-today')).toHaveText(/^Today \d+$/);
  const charges30 = await count(page, 'payin-count');
  expect(charges30).toBeGreaterThanOrEqual(10); // the seed's ten charges of the last two weeks

  // The chart (recharts, loaded after the page) draws bars; the table under it has a row per day.
  const chart = page.getByTestId('volume-chart');
  await expect(chart.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await expect.poll(() => chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
  await expect(page.getByTestId('series-row')).toHaveCount(30);

  // Every status of the catalogue, and the five attention lists.
  await expect(page.getByTestId('breakdown-payin').getByTestId('status-row')).toHaveCount(6);
  for (const list of [
    'cancelable_charges',
    'failed_payouts',
    'batches_with_invalid_records',
    'onboarding_waiting',
    'failing_deliveries',
  ]) {
    await expect(page.getByTestId(`attention-${list}`)).toBeVisible();
  }
  await expect(page.getByTestId('attention-failed_payouts').getByTestId('attention-item').first()).toHaveAttribute(
    'href',
    /^\/payouts\/\d+$/,
  );
  await expect(page.getByTestId('attention-onboarding_waiting').getByTestId('attention-item').first()).toHaveAttribute(
    'href',
    /^\/onboarding\/[0-9a-f-]{36}$/,
  );
  // Newest first: the seeded batch, or one a data-qualification test running beside this one has just sent.
  await expect(
    page.getByTestId('attention-batches_with_invalid_records').getByTestId('attention-item').first(),
  ).toHaveAttribute('href', /^\/data-qualification\?.*batch_code=/);

  // A shorter period: the URL says so, the chart has seven days, and the charges of 8 and 12 days ago drop out.
  await page.getByTestId('overview-period').getByRole('button', { name: '7d' }).click();
  await expect(page).toHaveURL(/[?&]period=7d/);
  await expect(page.getByTestId('overview')).toHaveAttribute('data-period', '7d');
  await expect(page.getByTestId('series-row')).toHaveCount(7);
  await expect.poll(() => count(page, 'payin-count')).toBeLessThan(charges30);

  // Weekly buckets and every account, kept across a reload.
  await page.getByTestId('overview-bucket').getByRole('button', { name: 'Weekly' }).click();
  await expect(page).toHaveURL(/[?&]bucket=week/);
  await page.getByTestId('overview-scope').getByRole('button', { name: 'All accounts' }).click();
  await expect(page).toHaveURL(/[?&]merchant_id=all/);
  await expect(page.getByText('Demo Store · All accounts')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('overview-period').getByRole('button', { name: '7d' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('overview-bucket').getByRole('button', { name: 'Weekly' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Demo Store · All accounts')).toBeVisible();
  // Seven days ending today span one ISO week when today (in São Paulo) is a Sunday, and two on any other day.
  const todayInSaoPaulo = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' });
  await expect(page.getByTestId('series-row')).toHaveCount(todayInSaoPaulo.format(new Date()) === 'Sun' ? 1 : 2);
});

test('the failing webhook deliveries: the key figure and the attention card count the same ones, and say which', async ({
  page,
  request,
  baseURL,
}) => {
  // A delivery to a port nothing listens on: its first attempt fails and it keeps retrying, which counts as failing.
  const { headers } = await demoStoreKey(baseURL!, 'overview failing deliveries');
  const queued = await request.post('/api/v2/webhooks/test', { headers, data: { url: 'http://127.0.0.1:9/overview' } });
  expect(queued.status()).toBe(202);
  const { id } = await queued.json();
  await expect
    .poll(async () => (await (await request.get(`/api/v2/webhooks/deliveries/${id}`, { headers })).json()).last_error, {
      timeout: 20_000,
    })
    .not.toBeNull();

  await signIn(page, demo.admin);
  const card = page.getByTestId('attention-failing_deliveries');
  await expect(card.getByTestId('attention-total')).toHaveText(/^[\d,]+$/);
  const listed = Number((await card.getByTestId('attention-total').innerText()).replace(/\D/g, ''));
  expect(listed).toBeGreaterThan(0);
  expect(await count(page, 'failed-deliveries')).toBe(listed);
  await expect(page.getByTestId('kpi-failed-deliveries').getByTestId('kpi-today')).not.toHaveText('Today 0');
  // What counts as failing, in words, on both.
  await expect(card).toContainText('gave up, or are still retrying after a failed attempt');
  await expect(page.getByTestId('kpi-failed-deliveries').getByTestId('kpi-note')).toHaveAttribute(
    'title',
    /gave up, or are still retrying after a failed attempt/,
  );

  // A shorter period changes both together.
  await page.getByTestId('overview-period').getByRole('button', { name: '7d' }).click();
  await expect(page.getByTestId('overview')).toHaveAttribute('data-period', '7d');
  await expect(page.getByTestId('overview')).toHaveAttribute('aria-busy', 'false');
  const week = Number((await card.getByTestId('attention-total').innerText()).replace(/\D/g, ''));
  expect(await count(page, 'failed-deliveries')).toBe(week);
});

test('Ctrl-K opens the search; arrow keys move through the results; Enter opens the charge', async ({ page }) => {
  test.setTimeout(60_000); // two axe runs with the palette open
  await signIn(page, demo.admin);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search' });
  await expect(palette).toBeVisible();
  const box = palette.getByRole('combobox');
  await expect(box).toBeFocused();

  // The demo buyer's CPF is on several charges: the first result is active, ArrowDown moves to the next.
  await box.fill('529.982.247-25');
  const results = palette.getByRole('option');
  await expect.poll(() => results.count()).toBeGreaterThan(1);
  await expect(results.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  await expect(results.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await results.nth(1).getAttribute('id'))!);

  await box.fill('demo-demo-store-online-001');
  await expect(results).toHaveCount(1);
  await expect(palette.getByRole('group', { name: 'Charges' })).toContainText('demo-demo-store-online-001');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/payins\/\d+$/);
  await expect(palette).toBeHidden();
  await expect(page.getByText('invoice demo-demo-store-online-001')).toBeVisible();

  // The sidebar button opens it too. It is a modal: no serious axe finding while open (with results, at desktop and
  // phone width), Tab stays inside it, Escape closes it and focus is back on the button.
  const launcher = page.getByTestId('open-search');
  await launcher.click();
  await expect(palette).toBeVisible();
  await box.fill('529.982.247-25');
  await expect.poll(() => results.count()).toBeGreaterThan(1);
  await expectNoSeriousAxeViolations(page, 'the search palette open');
  await expectModalKeyboard(page, palette, launcher);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press('Control+k');
  await expect(palette).toBeVisible();
  await expect.poll(() => results.count()).toBeGreaterThan(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page, 'the search palette open at 390 px');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
});
