import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core over WCAG 2.1 A and AA: the page as it stands has no serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, what).toEqual([]);
}

/** Nothing on the page is wider than the viewport (WCAG 1.4.10 reflow). */
export async function expectNoHorizontalOverflow(page: Page, what: string): Promise<void> {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scrollWidth, what).toBeLessThanOrEqual(viewport);
}
