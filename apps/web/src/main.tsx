import './app.css';
import { holdFormsUntil } from './app/heldForms';
import { preloadPageCode } from './app/pageLinks';

/** Interactivity is never held back longer than this for the first paint (ADR 0102). */
const MAX_START_DELAY_MS = 2500;

/** Resolves once the browser has painted the page's first content (its paint timing entry has been recorded). */
const firstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });

/** Resolves once the page's lead image (the one marked `fetchpriority="high"`, if any) has loaded or failed. */
function leadImageLoaded(container: HTMLElement) {
  const image = container.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image || image.complete) return Promise.resolve();
  return new Promise<void>((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * A page the server rendered is painted first, its lead image included; only then does the browser fetch the
 * app's code (every file the page lists at once, ADR 0101) and hydrate: on a slow line the code's hundred-odd
 * kilobytes would otherwise share the bandwidth with the HTML's stylesheet and image, and running it would hold
 * the main thread before the largest paint (ADR 0102). A click before hydration follows the server's link or form.
 * A page the server left empty, a background tab (which paints nothing until shown) or a browser without paint
 * timing starts at once.
 */
function whenPainted(container: HTMLElement): Promise<unknown> {
  const paints =
    container.hasChildNodes() &&
    document.visibilityState === 'visible' &&
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes.includes('paint');
  if (!paints) return Promise.resolve();
  return Promise.race([
    Promise.all([firstContentfulPaint(), leadImageLoaded(container)]),
    new Promise((resolve) => setTimeout(resolve, MAX_START_DELAY_MS)),
  ]);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const started = whenPainted(container)
  .then(() => {
    preloadPageCode();
    return import('./app/startApp');
  })
  .then(({ startApp }) => startApp(container));
void holdFormsUntil(started);
