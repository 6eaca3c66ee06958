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

/**
 * Every visible select is wide enough for the option it shows: a fixed width sized for English cut Portuguese choices
 * ("Mais recentes primeiro", "Qualquer status"). Each is compared with a hidden copy holding only its chosen option at
 * its natural width, so the arrow and padding count as the browser draws them.
 */
export async function expectSelectsShowTheirChoice(page: Page, what: string): Promise<void> {
  const cut = await page.locator('select:visible').evaluateAll((selects) =>
    selects.flatMap((element) => {
      const select = element as HTMLSelectElement;
      const chosen = select.selectedOptions[0]?.textContent ?? '';
      const copy = select.cloneNode(false) as HTMLSelectElement;
      copy.removeAttribute('id');
      copy.append(new Option(chosen));
      copy.style.cssText = 'position:absolute;visibility:hidden;width:max-content;min-width:0;max-width:none';
      select.after(copy);
      const needed = copy.getBoundingClientRect().width;
      copy.remove();
      const shown = select.getBoundingClientRect().width;
      return needed > shown + 0.5 ? [`#${select.id || select.name}: "${chosen}" needs ${needed} px, has ${shown}`] : [];
    }),
  );
  expect(cut, what).toEqual([]);
}
