import type { Page } from 'playwright-core';

/**
 * Holds back every request for the app's code (`/assets/*.js`) until the returned function is called: what the
 * page shows meanwhile comes from its HTML, public/early-requests.js and the early reads alone (issue 10.1).
 */
export async function holdTheAppsCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
