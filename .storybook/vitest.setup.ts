import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

// A story that logs a console error (React warnings, failed prop types, uncaught render errors) fails.
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = consoleError.mock.calls.map((args) => args.map(String).join(' '));
  consoleError.mockRestore();
  expect(calls, 'console.error was called while the story rendered').toEqual([]);
});

// A story whose image does not load fails: every image of every story comes from the Storybook itself (the
// fixtures' and stories' files under packages/ui/public, or data URIs), so a designer never sees a broken one.
// Errors are caught as they happen (an error event does not bubble, but it passes the document while capturing);
// images still on the page afterwards are waited for, and those that have not loaded (a lazy one below the fold)
// and video posters are fetched once as a probe.
const brokenImages = new Set<string>();
const onImageError = (event: Event) => {
  if (event.target instanceof HTMLImageElement) brokenImages.add(event.target.currentSrc || event.target.src);
};

beforeEach(() => {
  brokenImages.clear();
  document.addEventListener('error', onImageError, true);
});

/** Resolves with whether `url` loads as an image. */
function loads(url: string): Promise<boolean> {
  const probe = new Image();
  probe.src = url;
  return probe.decode().then(
    () => true,
    () => false,
  );
}

afterEach(async () => {
  const images = [...document.querySelectorAll('img')];
  await Promise.all(
    images.map(async (image) => {
      if (image.complete && image.currentSrc) {
        if (image.naturalWidth === 0) brokenImages.add(image.currentSrc);
        return;
      }
      const candidates = [
        image.getAttribute('src'),
        ...image.srcset.split(',').map((c) => c.trim().split(/\s+/)[0]),
      ];
      for (const url of candidates) {
        if (url && !(await loads(new URL(url, document.baseURI).href))) brokenImages.add(url);
      }
    }),
  );
  // A video's poster is an image too (its load is not an event of the page).
  for (const video of document.querySelectorAll('video[poster]')) {
    const poster = video.getAttribute('poster')!;
    if (!(await loads(new URL(poster, document.baseURI).href))) brokenImages.add(poster);
  }
  document.removeEventListener('error', onImageError, true);
  expect([...brokenImages], 'an image of the story did not load').toEqual([]);
});

// msw runs only for the stories that ask for it (`loaders: [mswLoader]` from .storybook/msw.ts): any other story
// gets the network as it is, and the page has no service worker until one of them has run.
afterEach(async () => {
  if ((globalThis as { __devlearnMswStarted?: boolean }).__devlearnMswStarted) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  expect(
    registrations.map((registration) => registration.active?.scriptURL ?? registration.scope),
    'a service worker (msw) was started for a story that did not ask for it',
  ).toEqual([]);
});

// Entry animations and transitions would leave elements half-faded when axe checks contrast and when
// screenshots are taken; tests see the settled page. (Storybook itself keeps the motion.)
const settled = document.createElement('style');
settled.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; }';
document.head.append(settled);
