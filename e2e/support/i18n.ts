import { expect, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { demo, expectDashboardShell } from './demo';

/**
 * The languages as people meet them (issue #20; e2e/dashboard/i18n*.spec.ts): a Brazilian browser (pt-BR, São Paulo)
 * and an American one (en-US, New York). In Portuguese, no English word may show on a translated page: the check reads
 * every visible text node and every label a screen reader announces, so a string written in a component, which the
 * catalogue test cannot see, fails here. Every page must also load without a console error (a hydration mismatch is one).
 */
export const BRAZIL: BrowserContextOptions = { locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' };
export const NEW_YORK: BrowserContextOptions = { locale: 'en-US', timezoneId: 'America/New_York' };

// Words of English UI text that are not Portuguese words too (data such as "Demo Store" is not UI text).
export const ENGLISH =
  /\b(the|and|your|you|this|with|from|sign|pay|paid|amount|due|search|settings|overview|balance|password|language|save|copy|print|awaiting|expires|invoice|payment|organization|merchant|mode|team|developers|payins|payouts|back|page|found|time|times|name|role|change|charge|payout|record|bank|batch|refund|credited|reserved|returned|adjustment|received|pending|created)\b/i;

/** A page in a fresh context that records console errors and uncaught exceptions. */
export async function openPage(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Visible text and announced labels under `root`, leaving out what is data (names, codes). */
export async function uiTexts(page: Page, root = 'body'): Promise<string[]> {
  return page.locator(root).evaluate((element) => {
    const texts: string[] = [];
    // Data is marked as such: translate="no" (names), the switchers' options, codes in monospace.
    const isData = (node: Element) =>
      node.closest('[translate="no"], option, [data-testid="current-user"], .font-mono, script, style');
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      const text = walker.currentNode.textContent?.trim();
      if (!text || !parent || isData(parent) || parent.getClientRects().length === 0) continue;
      if (getComputedStyle(parent).visibility === 'hidden') continue;
      texts.push(text);
    }
    for (const labelled of element.querySelectorAll('[aria-label], [title], [alt], [placeholder]'))
      for (const name of ['aria-label', 'title', 'alt', 'placeholder'])
        if (labelled.getAttribute(name) && !isData(labelled)) texts.push(labelled.getAttribute(name)!);
    return texts;
  });
}

export async function expectNoEnglish(page: Page, root = 'body') {
  const english = (await uiTexts(page, root)).filter((text) => ENGLISH.test(text) && !text.includes('@'));
  expect(english, `English text on ${page.url()} (${root})`).toEqual([]);
}

/**
 * A select whose values are codes (`payin.created`, `api_key`) names each of them in words: no option may read as its
 * own code or in English. expectNoEnglish leaves options out (the switchers' options are names, data).
 */
export async function expectOptionsInWords(select: Locator) {
  const options = await select.locator('option').evaluateAll((elements) =>
    elements.map((option) => ({
      value: (option as HTMLOptionElement).value,
      text: option.textContent?.trim() ?? '',
    })),
  );
  expect(options.length, 'the select has options').toBeGreaterThan(1);
  const untranslated = options.filter(({ value, text }) => text === value || ENGLISH.test(text));
  expect(untranslated, 'options shown as codes or in English').toEqual([]);
}

export async function signInAs(page: Page, email: string, labels: { email: string; password: string; submit: string }) {
  await page.goto('/sign-in');
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: labels.submit }).click();
  await expectDashboardShell(page);
}
