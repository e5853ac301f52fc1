import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from 'vitest';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { waitUntilTheAppRuns } from './hold-app';
import { runContext } from './run-context';

/** How long a single step (a click, a wait for text) may take before the journey fails. */
const STEP_TIMEOUT_MS = 15_000;

const FAILURES_DIR = fileURLToPath(new URL('../../artifacts/failures/', import.meta.url));

const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/** A browser session at the stack's origin; tests call it for a second user beside `context`. */
export async function openSecondContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: runContext().baseUrl, viewport: DESKTOP_VIEWPORT });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(30_000);
  context.on('page', actOnTheRunningApp);
  return context;
}

/**
 * A server-rendered page looks ready before React has hydrated it, and a click or a form sent in between is the
 * browser's own (ADR 0100). A journey acts on the running app: `goto` and `reload` of an app page resolve once
 * the app runs. A journey about the page before the app asks for `waitUntil: 'commit'` or 'domcontentloaded'.
 */
function actOnTheRunningApp(page: Page) {
  const afterLoad = async (options?: { waitUntil?: string }) => {
    const path = new URL(page.url()).pathname;
    const appPage = !path.startsWith('/api/') && !path.startsWith('/media/');
    if (appPage && (options?.waitUntil ?? 'load') === 'load') await waitUntilTheAppRuns(page);
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await afterLoad(options);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await afterLoad(options);
    return response;
  };
}

interface JourneyFixtures {
  /** One Chromium per test file. */
  browser: Browser;
  /** A fresh context (cookies, storage) per test. */
  context: BrowserContext;
  /** A page in that context, at the stack's origin. */
  page: Page;
}

/**
 * What React says when a page's HTML and its first render in the browser differ (ADR 0100): its development
 * build's words, and the production build's error numbers (418 to 425 are hydration's).
 */
const HYDRATION_TROUBLE = /hydrat|Minified React error #4(1[89]|2[0-5])\b/i;

/**
 * `journey` is Vitest's `test` with a browser per file and a fresh context and page per test. Console errors
 * and failed requests are not hidden: a page error fails nothing by itself, but is printed for the report. A
 * hydration warning or error fails the journey, whatever else it checked.
 */
export const journey = base.extend<JourneyFixtures>({
  browser: [
    // eslint-disable-next-line no-empty-pattern -- Vitest fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const browser = await chromium.launch(chromiumLaunchOptions);
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  context: async ({ browser }, use) => {
    const context = await openSecondContext(browser);
    await use(context);
    await context.close();
  },
  page: async ({ context, task }, use) => {
    const page = await context.newPage();
    const hydrationTrouble: string[] = [];
    page.on('pageerror', (error) => {
      console.warn(`[page error] ${page.url()}: ${error.message}`);
      if (HYDRATION_TROUBLE.test(error.message)) hydrationTrouble.push(`${page.url()}: ${error.message}`);
    });
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && HYDRATION_TROUBLE.test(message.text()))
        hydrationTrouble.push(`${page.url()}: ${message.text()}`);
    });
    await use(page);
    if (hydrationTrouble.length > 0)
      throw new Error(`React reported a hydration mismatch:\n${hydrationTrouble.join('\n')}`);
    // What the page looked like when a journey failed, for the report.
    if (task.result?.state === 'fail' && !page.isClosed()) {
      const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      await page
        .screenshot({ path: join(FAILURES_DIR, `${name}.png`), fullPage: true })
        .catch(() => undefined);
    }
  },
});
