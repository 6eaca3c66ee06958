import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const base = 'http://localhost:3360';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: Number(process.argv[2] ?? 390), height: 844 } });
const page = await ctx.newPage();
await page.goto(base + '/sign-in');
await page.getByLabel('E-mail').fill('admin@demo.payrail.test');
await page.getByLabel('Password').fill('payrail-demo');
await page.getByRole('button', { name: /sign in/i }).click();
await page.getByTestId('current-user').waitFor();
const paths = ['/', '/payins', '/payins/new', '/payouts', '/payouts/new', '/balance', '/markup', '/data-qualification', '/data-qualification/batches', '/data-qualification/upload', '/onboarding', '/onboarding/new', '/onboarding/webhook', '/webhooks', '/developers', '/team', '/audit-log', '/settings'];
// detail pages
for (const [list, sel] of [['/payins', 'payin-row'], ['/payouts', 'payout-row'], ['/data-qualification', null], ['/onboarding', null]]) {
  await page.goto(base + list); await page.waitForTimeout(1500);
  const href = await page.locator(`a[href^="${list}/"]`).evaluateAll(as => as.map(a => a.getAttribute('href')).filter(h => /\/[0-9a-f-]{1,36}$/.test(h))[0]).catch(() => null);
  if (href) paths.push(href);
}
for (const p of paths) {
  await page.goto(base + p); await page.waitForTimeout(1500);
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  const r = await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa']).analyze();
  const bad = r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical');
  console.log(p, 'scrollWidth', sw, bad.map(v => `${v.id}x${v.nodes.length}[${v.nodes.slice(0,2).map(n=>n.target.join(' ')).join(' | ')}]`).join('; '));
}
await b.close();
