import type { Locator, Page } from 'playwright-core';

const MAX_TAB_STOPS = 80;

/**
 * Presses `key` (Tab by default, only the keyboard, as a keyboard user does) until `target` has the focus. Fails
 * when the target cannot be reached, which is exactly what a keyboard user would run into. The target is looked
 * up again at every stop: a roving tab stop (the transcript's follows the playing line) may move meanwhile.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  what: string,
  { key = 'Tab', maxStops = MAX_TAB_STOPS } = {},
): Promise<void> {
  const first = target.first();
  await first.waitFor({ state: 'attached' }).catch(() => {
    throw new Error(`${what} is not on the page`);
  });
  for (let stop = 0; stop < maxStops; stop++) {
    const focused = await first.evaluate((element) => element === document.activeElement, undefined, {
      timeout: 5_000,
    });
    if (focused) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${what} cannot be reached with ${key} within ${maxStops} stops on ${page.url()}`);
}
