import { expect, type Locator, type Page } from '@playwright/test';

/** Where focus is: the focused element's place among `dialog`'s descendants, or -1 when it is not inside. */
function focusInside(dialog: Locator): Promise<number> {
  return dialog.evaluate((element) => {
    const active = document.activeElement;
    return active && active !== element && element.contains(active)
      ? [...element.querySelectorAll('*')].indexOf(active)
      : -1;
  });
}

/**
 * An open modal dialog or drawer keeps the keyboard as issue #20 asks: Tab, then Shift-Tab, go round its controls and
 * come back to where they started without ever focusing anything outside it; Escape closes it; focus is then back on
 * `opener`, the control that opened it.
 */
export async function expectModalKeyboard(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  for (const key of ['Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    const first = await focusInside(dialog);
    expect(first, `${key} focuses a control inside the dialog`).toBeGreaterThanOrEqual(0);
    let presses = 1;
    for (let current = -2; current !== first; presses++) {
      expect(presses, `${key} comes back round within 30 presses`).toBeLessThan(30);
      await page.keyboard.press(key);
      current = await focusInside(dialog);
      expect(current, `${key} press ${presses + 1} stays inside the dialog`).toBeGreaterThanOrEqual(0);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}
