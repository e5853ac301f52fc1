import type { Locator, Page } from 'playwright-core';

const MAX_TAB_STOPS = 80;

/**
 * Presses Tab (only the keyboard, as a keyboard user does) until `target` has the focus. Fails when the
 * target cannot be reached, which is exactly what a keyboard user would run into.
 */
export async function tabTo(page: Page, target: Locator, what: string): Promise<void> {
  const handle = await target.first().elementHandle();
  if (!handle) throw new Error(`${what} is not on the page`);
  for (let stop = 0; stop < MAX_TAB_STOPS; stop++) {
    const focused = await handle.evaluate((element) => element === document.activeElement);
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${what} cannot be reached with Tab within ${MAX_TAB_STOPS} stops on ${page.url()}`);
}
