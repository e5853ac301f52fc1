import { launch } from 'chrome-launcher';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

// Lighthouse and puppeteer-core are dev dependencies of apps/api, which npm may install under apps/api/node_modules
// rather than the root: they are resolved from there.
const lighthouseDir = path.dirname(
  createRequire(new URL('../../apps/api/package.json', import.meta.url)).resolve('lighthouse/package.json'),
);
const lighthouseModule = (file) => import(pathToFileURL(path.join(lighthouseDir, file)).href);
const { default: lighthouse } = await lighthouseModule('core/index.js');
const { default: desktopConfig } = await lighthouseModule('core/config/desktop-config.js');
const puppeteerDir = path.dirname(
  createRequire(new URL('../../apps/api/package.json', import.meta.url)).resolve(
    'puppeteer-core/package.json',
  ),
);
const { default: puppeteer } = await import(
  pathToFileURL(path.join(puppeteerDir, 'lib/esm/puppeteer/puppeteer-core.js')).href
);

// One Lighthouse run (the default config: the mobile preset with simulated throttling; or the desktop preset) in a
// fresh Debian Chromium, so nothing is cached from another page. For signed-in pages the session goes into local storage
// first, from a JSON route of the same origin that loads none of the app's files, and into the page session cookie
// that sign-in sets (D47), so the server renders the page for the learner.

async function storeSession(port, origin, session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/api/v1/health`);
    await page.setCookie({
      name: 'session',
      value: session.token,
      url: origin,
      httpOnly: true,
      sameSite: 'Lax',
    });
    await page.evaluate(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token: session.token, user: session.user },
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

export async function auditPage(url, { origin, session, desktop = false }) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    if (session) await storeSession(chrome.port, origin, session);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Keeps the stored session; the profile is brand new, so the cache is still cold.
        disableStorageReset: true,
      },
      desktop ? desktopConfig : undefined,
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await chrome.kill();
  }
}

const describeNode = (node) =>
  node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 160) : null;

/** What the LCP waited for and what moved: the first things to look at when a page misses its budget. */
function diagnostics(lhr) {
  const [elementTable, phaseTable] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
  return {
    lcpElement: describeNode(elementTable?.items?.[0]?.node),
    lcpPhasesMs: Object.fromEntries(
      (phaseTable?.items ?? []).map((item) => [item.phase, Math.round(item.timing)]),
    ),
    layoutShifts: shifts.slice(0, 3).map((shift) => ({
      element: describeNode(shift.node),
      score: Math.round(shift.score * 1000) / 1000,
    })),
  };
}

export function pageFigures(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance:
      lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(numeric('speed-index')),
    warnings: lhr.runWarnings,
    ...diagnostics(lhr),
  };
}
