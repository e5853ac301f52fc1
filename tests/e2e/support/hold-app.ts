import type { Page } from 'playwright-core';

/** Holds back every request whose address matches `url` (a glob) until the returned function is called. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds back every request for the app's code (`/assets/*.js`) until the returned function is called: what the
 * page shows meanwhile comes from its HTML, public/early-requests.js and the early reads alone (issue 10.1).
 */
export function holdTheAppsCode(page: Page): Promise<() => void> {
  return holdRequests(page, '**/assets/*.js');
}

/**
 * Waits until the app has taken the page over (public/before-app.js stops holding input then). A prerendered page
 * loads it on the visitor's first interaction, so the caller makes one first.
 */
export async function waitUntilTheAppRuns(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __devlearnAppReady?: boolean }).__devlearnAppReady === true);
}
