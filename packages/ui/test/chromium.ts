/**
 * Debian's Chromium and the flags this machine needs, for the story tests (vitest.config.ts) and the consumer
 * test alike; nothing here ever downloads a browser.
 */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
