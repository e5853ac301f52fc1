// Debian's Chromium and the flags these machines need, in one place for everything that drives a browser: the
// e2e journeys, the UI package's story and consumer tests and the Lighthouse bench. Nothing ever downloads one.

/**
 * The browser: `CHROMIUM_PATH` when set (a Chromium installed elsewhere), else where Debian's `chromium` package
 * puts it (`.ci/run` installs it when nothing is there).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';

/** Headless, sandbox-less (containers), and quiet: no updates, sync or first-run screens. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The two together, as playwright's `chromium.launch` takes them. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
