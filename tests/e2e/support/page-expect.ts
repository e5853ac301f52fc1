import type { Locator, Page } from 'playwright-core';

/**
 * Assertions on the page that wait for the event instead of sleeping (playwright-core has no `expect`).
 * Each throws with a message that names what the user should have seen.
 */
export async function expectVisible(locator: Locator, what = String(locator)): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible' });
  } catch {
    throw new Error(`Expected to see ${what} on ${locator.page().url()}`);
  }
}

export async function expectHidden(locator: Locator, what = String(locator)): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden' });
  } catch {
    throw new Error(`Expected ${what} to be gone from ${locator.page().url()}`);
  }
}

/** Waits until the page is at `path` (exact pathname, or a pattern matched against pathname + search). */
export async function expectPath(page: Page, path: string | RegExp): Promise<void> {
  const matches = (url: URL) =>
    typeof path === 'string' ? url.pathname === path : path.test(`${url.pathname}${url.search}`);
  try {
    await page.waitForURL(matches);
  } catch {
    throw new Error(`Expected the page to be at ${String(path)}, it is at ${page.url()}`);
  }
}

/** A toast with this text, inside the toaster's 'Notifications' region (sonner). */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: false });
}
