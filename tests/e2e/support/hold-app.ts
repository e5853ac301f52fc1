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
 * page shows meanwhile is the HTML the server rendered (ADR 0100). The page's module script is among them, and
 * the document's DOMContentLoaded waits for it: open the page with `waitUntil: 'commit'`.
 */
export function holdTheAppsCode(page: Page): Promise<() => void> {
  return holdRequests(page, '**/assets/*.js');
}

/**
 * Waits until React has hydrated (or rendered) the page: its elements then carry React's own fiber key (the
 * resource hints React puts first in the root carry none). A peek at React's internals, for tests only: the app
 * keeps no global of its own for it.
 */
export async function waitUntilTheAppRuns(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const first = document.querySelector('#root > :not(link, meta, script, style, title)');
    return first !== null && Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
  });
}
