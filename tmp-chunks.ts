import { chromium } from '@playwright/test';
import { ensureDatabase, startNext } from './bench/support';
const databaseUrl = 'postgres://postgres@127.0.0.1:5432/payrail_bench_dashboard';
const port = 3531, baseUrl = `http://localhost:${port}`;
await ensureDatabase(databaseUrl);
const stop = await startNext(databaseUrl, port, { NEXTAUTH_URL: baseUrl });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const context = await browser.newContext();
  const p = await context.newPage();
  await p.goto(`${baseUrl}/sign-in`);
  await p.getByLabel('E-mail').fill('admin@demo.payrail.test');
  await p.getByLabel('Password').fill('payrail-demo');
  await p.getByRole('button', { name: 'Sign in' }).click();
  await p.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  for (const path of process.argv.slice(2)) {
    const tab = await context.newPage();
    await tab.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    const scripts = await tab.evaluate(() => {
      const loadEnd = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ name: new URL(e.name).pathname, kb: +(e.encodedBodySize / 1024).toFixed(1), first: e.startTime <= loadEnd }));
    });
    console.log('##', path);
    for (const s of scripts) console.log(s.first ? 'FIRST' : 'later', s.kb, s.name);
    await tab.close();
  }
} finally { await browser.close(); stop(); }
