import { chromium } from '@playwright/test';
import { ensureDatabase, startNext } from './bench/support';
const databaseUrl = 'postgres://postgres@127.0.0.1:5432/payrail_bench_dashboard';
const port = 3531, baseUrl = `http://localhost:${port}`;
await ensureDatabase(databaseUrl);
const stop = await startNext(databaseUrl, port, { NEXTAUTH_URL: baseUrl });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const p = await context.newPage();
  await p.goto(`${baseUrl}/sign-in`);
  await p.getByLabel('E-mail').fill('admin@demo.payrail.test');
  await p.getByLabel('Password').fill('payrail-demo');
  await p.getByRole('button', { name: 'Sign in' }).click();
  await p.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  for (const path of ['/team', '/audit-log', '/data-qualification']) {
    await p.goto(`${baseUrl}${path}`); await p.waitForLoadState('networkidle');
    await p.screenshot({ path: `/tmp/shot${path.replaceAll('/', '_')}.png` });
  }
} finally { await browser.close(); stop(); }
