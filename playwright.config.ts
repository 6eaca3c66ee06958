import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_METRICS_TOKEN } from './e2e/support/operations';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;

/** Debian's chromium (or CHROMIUM_PATH); without either, Playwright's own browser if it was installed. */
function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: { baseURL, trace: 'retain-on-failure' },
  projects: [
    { name: 'api', testDir: './e2e/api' },
    // Last: generated requests change data the other projects' tests read.
    { name: 'fuzz', testDir: './e2e/fuzz', dependencies: ['api', 'dashboard'], timeout: 120_000 },
    {
      name: 'dashboard',
      testDir: './e2e/dashboard',
      use: {
        browserName: 'chromium',
        // An English browser: the demo users' language is "automatic" (Accept-Language), so these specs read English;
        // e2e/dashboard/i18n.spec.ts opens its own pt-BR and en-US contexts.
        locale: 'en-US',
        viewport: { width: 1366, height: 860 },
        launchOptions: {
          executablePath: chromiumExecutable(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // Idle connections stay open longer than any gap between a test's requests: with Node's 5 s default, a request sent
    // on a kept-alive socket just as the server closes it can fail with "socket hang up" (the likely cause of one seen on
    // 30 parallel payouts).
    command: `npx next start -p ${port} --keepAliveTimeout 70000`,
    url: `${baseURL}/api/openapi.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      // Tests run the demo: seeded data, and a generated secret unless APP_SECRET is given.
      PAYRAIL_DEMO: '1',
      NEXTAUTH_URL: baseURL,
      WEBHOOK_ALLOW_PRIVATE: '1',
      // The processor's steps, shortened so tests see them happen (a day and ten seconds in the demo).
      PROCESSOR_DROP_DELAY: '3s',
      SANDBOX_STEP_DELAY: '1s',
      RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '300',
      // Every test signs in from this machine's one address: the per-address sign-in throttle would lock the suite out.
      // The per-account limit stays at its default, which e2e/api/sign-in-security.spec.ts proves.
      SIGN_IN_IP_LIMIT: '100000',
      // A request body that stalls is refused with 408 after this long (30 s by default); short so a test sees it.
      BODY_TIMEOUT_MS: '2000',
      // /api/metrics answers 404 without a token (e2e/api/operations.spec.ts).
      METRICS_TOKEN: E2E_METRICS_TOKEN,
    },
  },
});
