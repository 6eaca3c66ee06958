import { expect, test } from '@playwright/test';
import { type DemoAccounts, demoStoreKey, type Json, payinRequests, pixChargeBody } from '../support/api';

let asDemo: Record<string, string>;
let accounts: DemoAccounts;

const pixBody = (overrides: Json = {}) => pixChargeBody(accounts['Demo Store Online'], overrides);
const { create } = payinRequests(() => asDemo);

test.beforeAll(async ({}, testInfo) => {
  ({ headers: asDemo, accounts } = await demoStoreKey(testInfo.project.use.baseURL!, 'payin tests'));
});

test.describe('payment page', () => {
  test('is public, shows the amount the buyer pays, may not be framed, and 404s an unknown hash', async ({
    playwright,
  }, testInfo) => {
    const anonymous = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const api = await playwright.request.newContext({
      baseURL: testInfo.project.use.baseURL,
      extraHTTPHeaders: asDemo,
    });
    try {
      const charge = await (await create(api, pixBody({ amount: 2000 }))).json();
      const page = await anonymous.get(new URL(charge.payment_page).pathname, { maxRedirects: 0 });
      expect(page.status()).toBe(200);
      expect(page.headers()['x-frame-options']).toBe('DENY');
      expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(await page.text()).toContain('R$ 20,50'); // R$ 20,00 + the R$ 0,50 minimum of the seeded pix rule
      expect((await anonymous.get(`/pay/${'0'.repeat(32)}`)).status()).toBe(404);
      const crossSite = await anonymous.post(`/pay/${charge.hash}/simulate`, {
        headers: { origin: 'https://evil.example' },
        maxRedirects: 0,
      });
      expect(crossSite.status()).toBe(403);
      expect((await (await api.get(`/api/v2/payin/payments/${charge.id}`)).json()).status.id).toBe(1);
    } finally {
      await anonymous.dispose();
      await api.dispose();
    }
  });
});
